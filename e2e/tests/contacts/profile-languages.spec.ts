import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

const PROFILE = '/contacts/sales-department/anna-hristova';

const profile = (page: Page) => page.getByRole('dialog');
/** The profile's own language choice (the header's menu is behind the modal dialog). */
const languageLink = (page: Page, label: string, language: string) =>
  profile(page).getByRole('navigation', { name: label }).getByRole('link', { name: language });
/** The person's e-mail address: the same person whatever the language of the page. */
const mailAddress = (page: Page) =>
  profile(page).locator('a[href^="mailto:"]').first().getAttribute('href');

test.describe('a profile in another language', () => {
  test('with a profile open, choosing another language lands on the same person, profile open', async ({
    page,
  }) => {
    await page.goto('/contacts/sales-department');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Anna Hristova/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
    await expect(profile(page)).toBeVisible();
    const email = await mailAddress(page);
    expect(email).toMatch(/^mailto:/);

    await languageLink(page, 'Lingua', 'English').click();
    await expect(page).toHaveURL(new RegExp(`/en${PROFILE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(profile(page)).toBeVisible();
    await expect(profile(page).getByRole('heading', { level: 2 })).toHaveText('Anna Hristova');
    expect(await mailAddress(page)).toBe(email);
    // The header's language menu, behind the dialog, names the same person too.
    await expect(page.locator('header a[hreflang="bg"]')).toHaveAttribute('href', `/bg${PROFILE}`);

    await languageLink(page, 'Language', 'Български').click();
    await expect(page).toHaveURL(new RegExp(`/bg${PROFILE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    await expect(profile(page)).toBeVisible();
    expect(await mailAddress(page)).toBe(email);
    // The document names the person shown (in the language's own spelling).
    const name = (await profile(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(name.trim()).not.toBe('');
    expect(await page.title()).toMatch(new RegExp(`^${name.trim()}, `));
  });

  test('on a phone, whose header has no language menu, the profile leads back to Italian', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bg/contacts/supply-chains/yana-petkova');
    await expect(profile(page)).toBeVisible();
    const email = await mailAddress(page);
    const italian = languageLink(page, 'Език', 'Italiano');
    await italian.scrollIntoViewIfNeeded();
    await expect(italian).toBeVisible();
    await italian.click();
    await expect(page).toHaveURL(/\/contacts\/supply-chains\/yana-petkova$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(profile(page).getByRole('heading', { level: 2 })).toHaveText('Yana Petkova');
    expect(await mailAddress(page)).toBe(email);
  });

  test("a profile's address names the same person in every language for search engines", async ({
    request,
  }) => {
    for (const prefix of ['', '/en', '/bg']) {
      const html = await (await request.get(`${prefix}${PROFILE}`)).text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)">/)?.[1] ?? '';
      const origin = new URL(canonical).origin;
      expect(canonical).toBe(`${origin}${prefix}${PROFILE}`);
      for (const [lang, other] of [
        ['it', ''],
        ['en', '/en'],
        ['bg', '/bg'],
        ['x-default', ''],
      ] as const) {
        expect(html, `${prefix || '/'} → ${lang}`).toContain(
          `<link rel="alternate" hreflang="${lang}" href="${origin}${other}${PROFILE}">`,
        );
      }
    }
  });
});
