import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button (never submits a form by accident) that calls onClick', () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Riprova</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Invia</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes its ref to the button and draws the secondary variant outlined', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} variant="secondary">
        Condividi
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Condividi' });
    expect(ref.current).toBe(button);
    expect(button.className).toContain('secondary');
  });
});
