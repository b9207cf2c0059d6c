// Runs the Lighthouse CLI (mobile preset, simulated throttling) against one URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './firstVisit.mjs';

/** Runs a command without blocking this process (the site's servers live in it). */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

export async function runLighthouse(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'alu-lh-'));
  const output = path.join(dir, 'report.json');
  const flags = [...CHROMIUM_ARGS, `--user-data-dir=${path.join(dir, 'profile')}`].join(' ');
  const result = await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${flags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      encoding: 'utf8',
    },
  );
  try {
    if (result.status !== 0)
      return { url, error: (result.stderr || 'lighthouse failed').slice(-500) };
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id) => report.audits[id]?.numericValue;
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(audit('total-blocking-time') ?? 0),
      cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
