import type { Locator, Page } from '@playwright/test';

/**
 * A finger swiping across the middle of `target` (real touch events through the Chrome
 * DevTools protocol, so the page sees the pointer events and touch-action a phone gives it):
 * `left` moves from 80 % to 20 % of its width, `right` the other way. The test's context needs
 * `hasTouch: true`.
 */
export async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('the swipe target is not visible');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const xAt = (share: number) => box.x + box.width * share;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: xAt(from), y, id: 1 }],
    });
    for (let step = 1; step <= 8; step += 1) {
      const share = from + ((to - from) * step) / 8;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: xAt(share), y, id: 1 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
