import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useSwipe } from './useSwipe';

// jsdom has no PointerEvent: a MouseEvent carrying the pointer's fields stands in for it.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}
beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});

function Swipeable({ onClick = () => undefined }: { readonly onClick?: () => void }) {
  const [log, setLog] = useState<string[]>([]);
  const swipe = useSwipe((direction) => setLog((entries) => [...entries, direction]));
  return (
    <div data-testid="area" {...swipe}>
      <button type="button" onClick={onClick}>
        image
      </button>
      <p data-testid="log">{log.join(',')}</p>
    </div>
  );
}

function gesture(from: [number, number], to: [number, number], pointerType = 'touch') {
  const area = screen.getByRole('button');
  const common = { pointerId: 1, isPrimary: true, pointerType };
  fireEvent.pointerDown(area, { ...common, clientX: from[0], clientY: from[1] });
  fireEvent.pointerUp(area, { ...common, clientX: to[0], clientY: to[1] });
}

const log = () => screen.getByTestId('log').textContent;

describe('useSwipe', () => {
  it('turns a leftward swipe into next and a rightward one into previous', () => {
    render(<Swipeable />);
    gesture([300, 100], [200, 110]);
    gesture([100, 100], [220, 95]);
    expect(log()).toBe('next,previous');
  });

  it('ignores short moves, vertical scrolls and a mouse drag', () => {
    render(<Swipeable />);
    gesture([300, 100], [280, 100]);
    gesture([300, 100], [250, 300]);
    gesture([300, 100], [100, 100], 'mouse');
    expect(log()).toBe('');
  });

  it('swallows the click that follows a swipe, not a tap', () => {
    const onClick = jest.fn();
    render(<Swipeable onClick={onClick} />);
    gesture([300, 100], [150, 100]);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('lets the next press click, even with a mouse, when no click ended the swipe', () => {
    const onClick = jest.fn();
    render(<Swipeable onClick={onClick} />);
    gesture([300, 100], [150, 100]);
    fireEvent.pointerDown(screen.getByRole('button'), { pointerId: 2, pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
