import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { hashTree, releaseWith, remotes, ROOT } from '../../support/releases';
import { expect, test } from '../../support/test';

const NEWS_LIST = 'mfe-news/src/features/news-list/NewsListPage.tsx';
const SUBTITLE = 'Le novità di Alumis e cosa dicono di noi i media';
const CHANGED = 'Le novità di Alumis, dalla nuova versione del remote';

/** Builds a release of the news remote with the hero subtitle changed. */
function releaseChangedNews(): Promise<string> {
  return releaseWith('mfe-news', {
    [NEWS_LIST]: (source = '') => {
      expect(source).toContain(SUBTITLE);
      return source.replace(SUBTITLE, CHANGED);
    },
  });
}

const subtitle = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^Le novità di Alumis/)
    .first();

async function reloadUntil(page: Page, text: string) {
  // The registry may be cached for 5 s; a reload after that shows the active version.
  await expect
    .poll(
      async () => {
        await page.goto('/news');
        return subtitle(page).textContent({ timeout: 10_000 });
      },
      { timeout: 30_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(text);
}

test.describe('independent releases of a remote', () => {
  test('release, activate, roll back and refuse a conflicting release, with the shell untouched', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const shellBefore = hashTree(shellDist);

    // A visitor who opened the news before the release.
    const earlier = await context.newPage();
    await earlier.goto('/news');
    await expect(subtitle(earlier)).toHaveText(SUBTITLE);

    const version = await releaseChangedNews();
    const releaseDir = path.join(process.env.RELEASES_DIR ?? '', 'news', version);
    expect(fs.existsSync(path.join(releaseDir, 'mf-manifest.json'))).toBe(true);
    expect(
      JSON.parse(fs.readFileSync(path.join(releaseDir, 'release.json'), 'utf8')),
    ).toMatchObject({
      remote: 'news',
      version,
    });

    const activated = await remotes('activate', 'news', version);
    expect(activated.stdout).toContain(`activated: news`);
    expect(activated.stdout).toContain(version);
    await reloadUntil(page, CHANGED);

    // The page opened before keeps working inside the news area on the version it loaded.
    await earlier.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).nth(2).click();
    await expect(earlier).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await expect(earlier.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(earlier.getByTestId('area-unavailable')).toHaveCount(0);

    const listed = await remotes('list');
    expect(listed.stdout).toMatch(new RegExp(`news\\s+${version.replace(/\./g, '\\.')}`));

    const rolledBack = await remotes('rollback', 'news');
    expect(rolledBack.stdout).toContain('rolled back: news');
    await reloadUntil(page, SUBTITLE);

    // A copy of the release that needs React 19 is refused; the site stays as it is.
    const conflicting = `${version}-react19`;
    const conflictingDir = path.join(process.env.RELEASES_DIR ?? '', 'news', conflicting);
    fs.cpSync(releaseDir, conflictingDir, { recursive: true });
    fs.chmodSync(conflictingDir, 0o755);
    const manifestFile = path.join(conflictingDir, 'mf-manifest.json');
    fs.chmodSync(manifestFile, 0o644);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    for (const item of manifest.shared) {
      if (item.name === 'react' || item.name === 'react-dom') {
        item.version = '19.1.0';
        item.requiredVersion = '^19.1.0';
      }
    }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const refused = await remotes('activate', 'news', conflicting).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('shared_conflict');
    expect(refused?.stderr).toContain('react: the release needs 19.x');
    const registry = (await (await page.request.get('/api/remotes')).json()) as {
      remotes: { name: string; version?: string }[];
    };
    expect(registry.remotes.find((remote) => remote.name === 'news')?.version).toBeUndefined();
    await page.goto('/news');
    await expect(subtitle(page)).toHaveText(SUBTITLE);

    expect(hashTree(shellDist)).toEqual(shellBefore);
  });
});
