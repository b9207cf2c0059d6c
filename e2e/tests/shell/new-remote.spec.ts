import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FERRETDB_PORT, SITE_PORT } from '../../support/ports';
import { hashTree, ROOT } from '../../support/releases';
import { copyRepository } from '../../support/repositoryCopy';
import { expect, test } from '../../support/test';

const run = promisify(execFile);
const NAME = 'stories';
const TITLE = 'Storie';
const WORKSPACE = `mfe-${NAME}`;
// The copy's own site, beside the e2e site's ports.
const OFFSET = 500;

interface Stack {
  url: string;
  stop(): Promise<void>;
}
type StackModule = { startStack(options: Record<string, unknown>): Promise<Stack> };

/** The tracked sources of a folder (not its builds or packages), by hash. */
function sources(dir: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(hashTree(dir)).filter(([file]) => !/^(dist|node_modules)\//.test(file)),
  );
}

function inCopy(copy: string, command: string, args: string[], cwd = copy) {
  return run(command, args, { cwd, env: process.env, maxBuffer: 20 * 1024 * 1024 });
}

/** The copy's registry with each remote on a local port of this test. */
function registryFor(copy: string, dir: string): string {
  const { remotes } = JSON.parse(
    fs.readFileSync(path.join(copy, 'api', 'config', 'remotes.json'), 'utf8'),
  ) as { remotes: { name: string; entry: string }[] };
  const moved = remotes.map(({ name, entry }) => {
    const port = Number(new URL(entry).port) - 3000 + SITE_PORT + OFFSET;
    return { name, entry: `http://localhost:${port}/mf-manifest.json` };
  });
  const file = path.join(dir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ remotes: moved }));
  return file;
}

test('a remote made by `npm run new:remote` builds, registers and renders with no change to the shell or the library', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const copy = copyRepository();
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'alu-new-remote-'));
  let stack: Stack | undefined;
  try {
    const shellBefore = sources(path.join(copy, 'shell'));
    const libraryBefore = sources(path.join(copy, 'common'));

    const { stdout } = await inCopy(copy, 'npm', [
      'run',
      'new:remote',
      '--silent',
      '--',
      NAME,
      '--title',
      TITLE,
    ]);
    const written = stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^[\w-]+\//.test(line));
    expect(written.length).toBeGreaterThan(5);
    for (const file of written) {
      expect(file).toMatch(
        new RegExp(`^(${WORKSPACE}/|e2e/tests/${NAME}/|api/config/remotes\\.json$)`),
      );
    }
    expect(sources(path.join(copy, 'shell'))).toEqual(shellBefore);
    expect(sources(path.join(copy, 'common'))).toEqual(libraryBefore);

    // Its own checks pass as written: lint, types, unit tests.
    await inCopy(copy, 'npx', ['eslint', WORKSPACE, `e2e/tests/${NAME}`]);
    await inCopy(copy, 'npx', ['tsc', '-p', path.join(WORKSPACE, 'tsconfig.json'), '--noEmit']);
    const unit = await inCopy(copy, 'npx', ['jest', '--selectProjects', 'unit', '--', WORKSPACE]);
    // eslint-disable-next-line no-control-regex -- jest colours its summary
    expect(unit.stderr.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests:\s+2 passed, 2 total/);

    await inCopy(copy, 'npm', ['run', 'build'], path.join(copy, WORKSPACE));

    // The copy's site, started as `npm start` starts it, with the registry the scaffold wrote.
    const { startStack } = (await import(path.join(copy, 'scripts', 'stack.ts'))) as StackModule;
    const sitePort = SITE_PORT + OFFSET;
    stack = await startStack({
      sitePort,
      apiPort: sitePort + 99,
      mailSmtpPort: sitePort + 97,
      mailHttpPort: sitePort + 96,
      remotesFile: registryFor(copy, dataDir),
      apiEnv: {
        DATA_DIR: dataDir,
        FERRETDB_PORT: String(FERRETDB_PORT + OFFSET),
        LOG_LEVEL: 'warn',
      },
    });

    // Server-rendered, with its title, and in the footer the shell draws from the remotes.
    const response = await request.get(`${stack.url}/${NAME}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${TITLE}</h1>`));
    expect(html).toContain(`<title>${TITLE} | Alumis</title>`);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: TITLE }).first();
    await expect(footerLink).toBeVisible({ timeout: 10_000 });
    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`/${NAME}$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await context.close();
  } finally {
    await stack?.stop();
    fs.rmSync(copy, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  expect(fs.existsSync(path.join(ROOT, WORKSPACE))).toBe(false);
});
