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
});
