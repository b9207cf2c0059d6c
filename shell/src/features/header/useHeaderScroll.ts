import { useEffect, useState } from 'react';
import { HEADER_SOLID_OFFSET_PX } from '../../shared/timings';

export type ScrollDirection = 'up' | 'down';

/** Whether the header is solid (scrolled ≥ 1 px) and which way the page last scrolled. */
export function useHeaderScroll(): { solid: boolean; direction: ScrollDirection } {
  const [state, setState] = useState<{ solid: boolean; direction: ScrollDirection }>({
    solid: false,
    direction: 'up',
  });

  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const direction: ScrollDirection = y > last ? 'down' : 'up';
      last = y;
      const solid = y >= HEADER_SOLID_OFFSET_PX;
      setState((current) =>
        current.solid === solid && current.direction === direction ? current : { solid, direction },
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return state;
}
