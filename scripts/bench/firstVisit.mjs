// Measures what a first visit downloads: every request, and the JavaScript in bytes and
// gzip (computed here from the bodies, independent of the server's compression).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const chromiumLaunch = JSON.parse(
  readFileSync(new URL('../../tooling/chromium/launch.json', import.meta.url), 'utf8'),
);
export const CHROMIUM_ARGS = chromiumLaunch.args;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumLaunch.executablePath;

export async function measureFirstVisits(baseUrl, routeGroups) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results = [];
  try {
    for (const { group, path } of routeGroups) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      let requests = 0;
      page.on('request', () => (requests += 1));
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response
            .body()
            .then((body) => ({
              url: response.url(),
              bytes: body.length,
              gzip: gzipSync(body).length,
            }))
            .catch(() => ({ url: response.url(), bytes: 0, gzip: 0 })),
        );
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(pending);
      results.push({
        group,
        path,
        requests,
        scripts: scripts.length,
        jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
        jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
