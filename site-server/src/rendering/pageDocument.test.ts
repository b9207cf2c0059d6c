import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EARLY_CLICKS_SCRIPT, EARLY_CLICKS_SCRIPT_HASH } from './earlyClicks.ts';
import {
  inlinedStyleTexts,
  pageDocument,
  remoteFiles,
  type ShellTemplate,
} from './pageDocument.ts';
import type { RemotesState } from './remoteBundles.ts';
import type { FederatedModuleId as ModuleId, RenderedPage } from './shellContract.ts';

const template: ShellTemplate = {
  html: '<!doctype html><html lang=it><head><meta name=description content="Default"><title>Alumis</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
  scripts: ['/bootstrap.1.js'],
  translationScripts: ['/i18next.1.js'],
  styles: ['/bootstrap.1.css'],
  fonts: [],
  start: undefined,
};

const newsRemote = {
  name: 'news',
  entry: 'http://news.example/mf-manifest.json',
  base: 'http://news.example/',
  manifest: {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      {
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['routes.1.js'] }, css: { sync: ['routes.1.css'] } },
      },
      {
        name: 'LatestNewsStrip',
        path: './LatestNewsStrip',
        assets: { js: { sync: ['strip.1.js'] }, css: { sync: [] } },
      },
    ],
  },
  assets: { groups: {} },
};
const corporateRemote = {
  name: 'corporate',
  entry: 'http://corporate.example/mf-manifest.json',
  base: 'http://corporate.example/',
  manifest: {
    exposes: [{ name: 'routes', assets: { js: { sync: ['c.js'] }, css: { sync: [] } } }],
  },
  assets: {
    groups: { 'page-company': { js: ['page-company.1.js'], css: ['page-company.1.css'] } },
  },
};
// Only the parts the document reads.
const state = {
  remotes: new Map<string, unknown>([
    ['news', newsRemote],
    ['corporate', corporateRemote],
  ]),
} as unknown as RemotesState;

interface ResultOptions {
  remote?: string;
  modules?: ModuleId[];
  chunks?: string[];
  meta?: { title: string; description: string };
  html?: string;
  data?: RenderedPage['record']['data'];
}

function result({
  remote = 'news',
  modules = [],
  chunks = [],
  meta,
  html = '<main><h1>Notizie</h1></main>',
  data = {},
}: ResultOptions = {}): RenderedPage {
  return {
    kind: 'page',
    status: 200,
    locale: 'it',
    head: '',
    route: remote,
    html,
    snapshot: { remote, page: 'list', data, modules, registry: [] },
    record: {
      data,
      meta: meta ?? null,
      modules,
      deferredModules: [],
      chunks,
      images: [],
      redirect: null,
      notFound: false,
    },
  };
}

test('the page holds its markup, its own title and description, escaped', () => {
  const html = pageDocument({
    template,
    state,
    result: result({ meta: { title: 'Notizie & "media"', description: 'Le <ultime> notizie' } }),
    formatTitle: (title: string) => `${title} | Alumis`,
  });
  assert.match(html, /<div id="root"><main><h1>Notizie<\/h1><\/main><\/div>/);
  assert.match(html, /<title>Notizie &amp; &quot;media&quot; \| Alumis<\/title>/);
  assert.match(html, /<meta name="description" content="Le &lt;ultime&gt; notizie"/);
});

test('the title names the site in the page’s language', () => {
  const html = pageDocument({
    template,
    state,
    result: { ...result({ meta: { title: 'Новини', description: 'Новините' } }), locale: 'bg' },
    formatTitle: (title: string, locale?: string) =>
      `${title} | ${locale === 'bg' ? 'Алумис' : 'Alumis'}`,
  });
  assert.match(html, /<title>Новини \| Алумис<\/title>/);
});

test('the no-script message is the shell’s, in the page’s language; the page’s own stay', () => {
  const withMessage: ShellTemplate = {
    ...template,
    html: template.html.replace(
      '</body>',
      '<noscript>I moduli … all’indirizzo <a href=/search>/search</a>.</noscript></body>',
    ),
  };
  const page: RenderedPage = {
    ...result({ html: '<main><noscript>Il modulo richiede JavaScript.</noscript></main>' }),
    locale: 'en',
    noscript: 'The forms … at <a href="/en/search">/en/search</a>.',
  };
  const html = pageDocument({ template: withMessage, state, result: page, formatTitle: (t) => t });
  assert.match(
    html,
    /<\/div><noscript>The forms … at <a href="\/en\/search">\/en\/search<\/a>\.<\/noscript>/,
  );
  assert.match(html, /<main><noscript>Il modulo richiede JavaScript\.<\/noscript><\/main>/);
  assert.doesNotMatch(html, /I moduli/);
  // A shell too old to send one leaves the template's.
  const old = pageDocument({
    template: withMessage,
    state,
    result: result(),
    formatTitle: (t) => t,
  });
  assert.match(
    old,
    /<noscript>I moduli … all’indirizzo <a href=\/search>\/search<\/a>\.<\/noscript>/,
  );
});

test('the data block cannot end its element or run as a script', () => {
  const html = pageDocument({
    template,
    state,
    result: result({
      data: { '/api/news': { status: 'ready', data: ['</script><script>alert(1)</script>'] } },
    }),
    formatTitle: (title: string) => title,
  });
  const block = /<script type="application\/json" id="alu-ssr">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(block, 'the data block is present');
  const text = block[1] ?? '';
  assert.doesNotMatch(text, /<\/?script/i);
  assert.deepEqual(JSON.parse(text).data['/api/news'].data, ['</script><script>alert(1)</script>']);
});

test('only the rendered areas are preloaded: entry, exposed module and page chunk', () => {
  const files = remoteFiles(
    state,
    result({ remote: 'corporate', chunks: ['page-company'], modules: ['news/LatestNewsStrip'] }),
  );
  assert.deepEqual(files.entries, [
    'http://corporate.example/remoteEntry.js',
    'http://news.example/remoteEntry.js',
  ]);
  assert.deepEqual(files.scripts, [
    'http://corporate.example/c.js',
    'http://corporate.example/page-company.1.js',
    'http://news.example/strip.1.js',
  ]);
  assert.deepEqual(files.styles, ['http://corporate.example/page-company.1.css']);
});

test('a remote the server could not load adds nothing to the page', () => {
  const files = remoteFiles({ remotes: new Map() } as unknown as RemotesState, result());
  assert.deepEqual(files, { entries: [], scripts: [], styles: [] });
});

const startingTemplate: ShellTemplate = {
  ...template,
  start: { main: '/main.1.js', source: 'startSite();', hash: "'sha256-start'" },
};

test('the scripts are listed on the inlined page-start, for after the first paint, not fetched from the head', () => {
  const html = pageDocument({
    template: startingTemplate,
    state,
    result: result({ remote: 'corporate', chunks: ['page-company'] }),
    formatTitle: (title: string) => title,
  });
  const head = html.slice(0, html.indexOf('</head>'));
  assert.doesNotMatch(head, /<link rel="preload" as="script"/);
  assert.doesNotMatch(html, /<script defer src=\/main\.js>/);
  // Inlined: no request of its own beside the main picture's.
  const tag =
    /<script data-main="\/main\.1\.js" data-preload="([^"]*)">startSite\(\);<\/script>/.exec(head);
  assert.ok(tag, 'page-start replaces the entry script');
  assert.doesNotMatch(html, /page-start/);
  assert.deepEqual(tag[1]?.split(' '), [
    '/bootstrap.1.js',
    'http://corporate.example/remoteEntry.js',
    'http://corporate.example/c.js',
    'http://corporate.example/page-company.1.js',
  ]);
});

test('without a page-start file the head preloads the scripts and the entry keeps its tag', () => {
  const html = pageDocument({
    template,
    state,
    result: result({ remote: 'corporate', chunks: ['page-company'] }),
    formatTitle: (title: string) => title,
  });
  assert.match(html, /<script defer src=\/main\.js><\/script>/);
  for (const href of ['/bootstrap.1.js', 'http://corporate.example/page-company.1.js']) {
    assert.ok(html.includes(`<link rel="preload" as="script" href="${href}">`), href);
  }
});

test('only an English or Bulgarian page names the translation library', () => {
  const preloads = (locale: RenderedPage['locale']) => {
    const html = pageDocument({
      template: startingTemplate,
      state,
      result: { ...result({ remote: 'corporate', chunks: ['page-company'] }), locale },
      formatTitle: (title: string) => title,
    });
    return /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  };
  assert.ok(!preloads('it').includes('/i18next.1.js'));
  assert.ok(preloads('en').includes('/i18next.1.js'));
  assert.ok(preloads('bg').includes('/i18next.1.js'));
});

test('a Bulgarian page preloads the Cyrillic face besides the Latin one; other pages the Latin one', () => {
  const fonts = (locale: RenderedPage['locale']) => {
    const html = pageDocument({
      template: {
        ...template,
        fonts: ['/latin.1.woff2'],
        languageFonts: { bg: ['/cyrillic.1.woff2'] },
      },
      state,
      result: { ...result(), locale },
      formatTitle: (title: string) => title,
    });
    return [...html.matchAll(/<link rel="preload" as="font"[^>]* href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
  };
  assert.deepEqual(fonts('it'), ['/latin.1.woff2']);
  assert.deepEqual(fonts('en'), ['/latin.1.woff2']);
  assert.deepEqual(fonts('bg'), ['/latin.1.woff2', '/cyrillic.1.woff2']);
});

test('a style sheet written twice (same text, two files) is inlined once; both files are named', () => {
  const twins = { ...template, styles: ['/shared.1.css', '/shared.2.css'] };
  const styles = new Map([
    ['/shared.1.css', '.button{color:navy}'],
    ['/shared.2.css', '.button{color:navy}'],
    ['http://news.example/routes.1.css', '.news{margin:0}'],
  ]);
  const html = pageDocument({
    template: twins,
    state,
    result: result(),
    formatTitle: String,
    styles,
  });
  assert.equal(html.split('.button{color:navy}').length - 1, 1);
  assert.match(html, /<style data-href="\/shared\.1\.css">\.button\{color:navy\}<\/style>/);
  assert.match(html, /<style data-href="\/shared\.2\.css"><\/style>/);
  assert.match(html, /<style data-href="http:\/\/news\.example\/routes\.1\.css">\.news/);
  assert.deepEqual(inlinedStyleTexts(styles), ['.button{color:navy}', '.news{margin:0}', '']);
});

test('every page starts with the script that keeps clicks made before it is interactive', () => {
  const html = pageDocument({ template, state, result: result(), formatTitle: String });
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.includes(`<script>${EARLY_CLICKS_SCRIPT}</script>`));
  assert.match(EARLY_CLICKS_SCRIPT_HASH, /^'sha256-[A-Za-z0-9+/]{43}='$/);
});
