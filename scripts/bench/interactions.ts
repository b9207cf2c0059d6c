// The interactions section of `npm run bench`: how long the page takes to answer a visitor's
// click or keystroke, in Chromium with the CPU slowed 4× (DevTools' mid-range phone). Each
// interaction is measured by the page itself with Event Timing (the entries INP is made of:
// from the input to the next paint after its handlers); the figure is the longest entry of
// the interaction (for typing, of all its keystrokes). Pages are loaded, hydrated and idle
// first, at full speed: the loading is the first-visit section's business.
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './firstVisit.ts';
import { INTERACTION_MAX_MS, check } from './budgets.ts';
import type { Checked } from './budgets.ts';

declare global {
  interface Window {
    /** The Event Timing entries of the interaction under way (observeInteractions). */
    __benchEvents: { name: string; duration: number }[];
  }
}

/** What a visitor does, from a ready page. */
interface Interaction {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<unknown>;
  act: (page: Page) => Promise<unknown>;
}

/** One run of an interaction: its longest Event Timing entry, or its error. */
interface InteractionRun {
  name: string;
  path: string;
  latencyMs?: number;
  belowThreshold?: boolean;
  event?: string;
  entries?: number;
  error?: string;
}

/** An interaction's median run, with the spread over its runs. */
interface InteractionRow extends InteractionRun {
  range?: [number, number];
  runs?: number;
  budget: Checked;
}

/** The interactions section of the report. */
export interface InteractionsSection {
  cpuSlowdown: number;
  rows: InteractionRow[];
}

const CPU_SLOWDOWN = 4;
/** The administrator the bench's API creates (its database is the bench's own). */
export const BENCH_ADMIN = { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'banco-di-prova-locale' };
/** Against another site (`benchInteractions` alone): its administrator, from the environment. */
const ADMIN = {
  username: process.env.ADMIN_USERNAME ?? BENCH_ADMIN.ADMIN_USERNAME,
  password: process.env.ADMIN_PASSWORD ?? BENCH_ADMIN.ADMIN_PASSWORD,
};

/** Installed before the page's scripts: keeps every Event Timing entry of an interaction. */
function observeInteractions(): void {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0)
        window.__benchEvents.push({ name: entry.name, duration: entry.duration });
    }
    // 16 ms: the smallest threshold Event Timing allows (shorter entries are not reported).
    // (TypeScript's DOM types lack Event Timing's `durationThreshold`.)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Hydrated (the page's heading carries React's fiber) and no request for a while. */
async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.documentElement.dataset.app !== 'ready') return false;
      const heading = document.querySelector('main h1, h1');
      return !heading || Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** What each interaction does, from a ready page. */
const INTERACTIONS: Interaction[] = [
  {
    name: 'open a header dropdown',
    path: '/',
    act: (page) => page.locator('header button[aria-expanded]').first().click(),
  },
  {
    name: 'open the search and type',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Cerca nel sito' }).click();
      await page.getByRole('dialog', { name: 'Cerca nel sito' }).waitFor();
      await page.keyboard.type('alluminio', { delay: 120 });
    },
  },
  {
    name: 'choose a sales filter',
    path: '/contacts/sales-department',
    act: async (page) => {
      const select = page.getByLabel('Regioni');
      const value = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(value ?? '');
    },
  },
  {
    name: 'click a map country',
    path: '/contacts/sales-department',
    prepare: (page) => page.locator('svg [role="button"][data-country]').first().waitFor(),
    act: (page) => page.locator('svg [role="button"][data-country]').first().click(),
  },
  {
    name: 'open the full-screen gallery',
    path: '/news/nuova-linea-laminazione-a-freddo',
    act: (page) => page.getByRole('button', { name: 'Apri la galleria a schermo intero' }).click(),
  },
  {
    name: 'switch the news list to media',
    path: '/news',
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Sezioni delle notizie' })
        .getByRole('link', { name: 'Cosa dicono di noi' })
        .click(),
  },
  {
    name: 'open the admin news form and type',
    path: '/admin/login',
    prepare: async (page) => {
      await page.getByLabel('Потребителско име').fill(ADMIN.username);
      await page.getByLabel('Парола').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Вход' }).click();
      await page.getByRole('button', { name: 'Нова публикация' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Нова публикация' }).click();
      const dialog = page.getByRole('dialog', { name: 'Нова публикация' });
      await dialog.getByRole('button', { name: 'IT' }).click();
      await dialog.getByRole('textbox', { name: 'Текст преди галерията (IT)' }).click();
      await page.keyboard.type('Nuova linea', { delay: 120 });
    },
  },
];

/** Runs of each interaction (a fresh page each): the median is reported, with the spread. */
const RUNS = 3;

async function measureOne(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
): Promise<InteractionRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.addInitScript(() => localStorage.setItem('termsAccepted', 'true'));
    await page.goto(baseUrl + interaction.path, { waitUntil: 'load', timeout: 60_000 });
    await ready(page);
    await interaction.prepare?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      window.__benchEvents = [];
    });
    await interaction.act(page);
    // The last paint after the last input.
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const events = await page.evaluate(() => window.__benchEvents);
    if (events.length === 0) {
      // Nothing took 16 ms or more: below Event Timing's threshold.
      return {
        name: interaction.name,
        path: interaction.path,
        latencyMs: 16,
        belowThreshold: true,
      };
    }
    const longest = events.reduce((max, event) => (event.duration > max.duration ? event : max));
    return {
      name: interaction.name,
      path: interaction.path,
      latencyMs: Math.round(longest.duration),
      event: longest.name,
      entries: events.length,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      name: interaction.name,
      path: interaction.path,
      error: message.split('\n')[0] ?? '',
    };
  } finally {
    await context.close();
  }
}

export async function benchInteractions(baseUrl: string): Promise<InteractionsSection> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: InteractionRow[] = [];
    for (const interaction of INTERACTIONS) {
      const runs: InteractionRun[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measureOne(browser, baseUrl, interaction));
      const measured = runs.filter((result) => !result.error);
      const latency = (run: InteractionRun) => run.latencyMs ?? 0;
      const result: InteractionRun & { range?: [number, number]; runs?: number } = measured.length
        ? {
            ...measured.sort((a, b) => latency(a) - latency(b))[
              Math.floor((measured.length - 1) / 2)
            ]!,
            range: [latency(measured[0]!), latency(measured[measured.length - 1]!)],
            runs: measured.length,
          }
        : runs[0]!;
      rows.push({
        ...result,
        budget: {
          value: result.latencyMs ?? null,
          ...check(result.latencyMs, { max: INTERACTION_MAX_MS }),
        },
      });
    }
    return { cpuSlowdown: CPU_SLOWDOWN, rows };
  } finally {
    await browser.close();
  }
}
