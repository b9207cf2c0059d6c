import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, SITE_URL } from '../../support/ports';
import { expect, test } from '../../support/test';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..', '..');
const NEWS_LIST = path.join(ROOT, 'mfe-news', 'src', 'features', 'news-list', 'NewsListPage.tsx');
const SUBTITLE = 'Le novità di Alumis e cosa dicono di noi i media';
const CHANGED = 'Le novità di Alumis, dalla nuova versione del remote';

/** sha-256 of every file of a folder, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/** Builds a release of the news remote with the hero subtitle changed, and puts it back. */
async function releaseChangedNews(): Promise<string> {
  const original = fs.readFileSync(NEWS_LIST, 'utf8');
  const { mtime } = fs.statSync(NEWS_LIST);
  expect(original).toContain(SUBTITLE);
  fs.writeFileSync(NEWS_LIST, original.replace(SUBTITLE, CHANGED));
  try {
    const { stdout } = await run('npm', ['run', 'release', '-w', 'mfe-news', '--silent'], {
      cwd: ROOT,
      env: process.env,
      maxBuffer: 20 * 1024 * 1024,
    });
    const version = /release: news (\S+) in /.exec(stdout)?.[1];
    expect(version, stdout).toBeTruthy();
    return version!;
  } finally {
    fs.writeFileSync(NEWS_LIST, original);
    // The working build stays current: the file is as it was, to the modification time.
    fs.utimesSync(NEWS_LIST, mtime, mtime);
  }
}

/** `npm run remotes -- …` against the e2e site. */
function remotes(...args: string[]) {
  return run(process.execPath, [path.join(ROOT, 'scripts', 'remotes-cli.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SITE_URL, ADMIN_USERNAME, ADMIN_PASSWORD },
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
