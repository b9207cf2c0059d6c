import { expect, test } from '../../support/test';

/** What the keyboard user sees around the focused element. */
function focusIndicator() {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const style = getComputedStyle(element);
  return {
    element: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
    outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    shadow: style.boxShadow !== 'none',
  };
}

// Every control reached with Tab shows a focus ring: the base stylesheet's, or the component's own.
for (const path of [
  '/',
  '/products/rolled-foils/household-foil',
  '/contacts/sales-department',
  '/careers/career',
  '/news',
]) {
  test(`every control of ${path} shows a focus ring when reached with Tab`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const missing: string[] = [];
    for (let step = 0; step < 45; step += 1) {
      await page.keyboard.press('Tab');
      const indicator = await page.evaluate(focusIndicator);
      if (indicator && !indicator.outline && !indicator.shadow) missing.push(indicator.element);
    }
    expect(missing).toEqual([]);
  });
}
