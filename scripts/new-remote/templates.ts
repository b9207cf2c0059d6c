// The files of a new remote: one page at /<name>, its menu entry, its tests, its README. The
// dependency ranges are the news remote's, so a new remote shares what the others share.

/** What a new remote is made from. */
export interface RemoteSeed {
  name: string;
  workspace: string;
  title: string;
  port: number;
  component: string;
  dependencies: Record<string, string>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The new remote's files: path (from the repository) → content. */
export function remoteFiles(seed: RemoteSeed): Record<string, string> {
  const { name, workspace, title, port, component, dependencies } = seed;
  const path = `/${name}`;
  return {
    [`${workspace}/package.json`]: json({
      name: workspace,
      version: '1.0.0',
      private: true,
      description: `The ${title} area`,
      federation: { name, devPort: port },
      scripts: {
        build: 'webpack --mode production',
        dev: 'webpack serve --mode development',
        test: 'node ../scripts/testRemote.ts',
        release: 'node ../scripts/release.ts',
      },
      dependencies,
    }),
    [`${workspace}/tsconfig.json`]: `{
  "extends": "../tsconfig.json",
  "compilerOptions": { "types": ["jest", "node"] },
  "include": ["src", "../common/types"]
}
`,
    [`${workspace}/webpack.config.mjs`]: `import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@alu/tooling/webpack';

export default createFederatedConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  title: '${title} (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
  },
});
`,
    [`${workspace}/README.md`]: `# ${title} remote (${workspace})

Owns the page \`${path}\` and its "${title}" menu section, both declared in
\`src/routes.json\`.

- \`src/features/home\`: the page and its test; one folder per page or piece.
- \`src/exposes/routes.tsx\` maps the page key \`home\` to its component.

Run alone: \`npm run dev -w ${workspace}\` (http://localhost:${port}). Its own pipeline:
\`npm test -w ${workspace}\`. A release: \`npm run release -w ${workspace}\`. Adding a page:
[Adding a page](../docs/adding-a-page.md).
`,
    [`${workspace}/src/index.ts`]: `// Async boundary: shared modules are negotiated before the standalone app starts.
void import('./bootstrap');
`,
    [`${workspace}/src/bootstrap.tsx`]: `import { renderStandalone } from '@alu/common/standalone';
import routes from './exposes/routes';

renderStandalone(routes);
`,
    [`${workspace}/src/declaration.ts`]: `import { declareRoutes } from '@alu/common';
import routesJson from './routes.json';

/** This remote's pages and its part of the site's menus (routes.json, shipped with the build). */
export const declaration = declareRoutes(routesJson);
`,
    [`${workspace}/src/routes.json`]: json({
      routes: [{ path, name: component, page: 'home' }],
      menus: [
        {
          id: name,
          label: title,
          url: path,
          links: [{ name: title, url: path }],
          footer: { order: 95 },
          mobile: { order: 95 },
          sitemap: { order: 95 },
        },
      ],
    }),
    [`${workspace}/src/exposes/routes.tsx`]: `import type { RemoteRoutesModule } from '@alu/common';
import { declaration } from '../declaration';
import { ${component}Page } from '../features/home/${component}Page';

const routes: RemoteRoutesModule = {
  declaration,
  areaLabel: '${title}',
  pages: {
    home: ${component}Page,
  },
};

export default routes;
`,
    [`${workspace}/src/exposes/contract.test.ts`]: `import { remoteContractProblems } from '@alu/common/testing';
import * as routesModule from './routes';

test('the ${name} remote keeps the federation contract (its pages module, declared routes)', () => {
  expect(remoteContractProblems('${name}', { './routes': routesModule })).toEqual([]);
});
`,
    [`${workspace}/src/features/home/${component}Page.tsx`]: `import { PageHero, Prose, useDocumentMeta } from '@alu/common';

const TITLE = '${title}';
const DESCRIPTION = 'Una nuova sezione del sito Alumis.';

/** ${path}: the area's first page. */
export function ${component}Page() {
  useDocumentMeta({ title: TITLE, description: DESCRIPTION });
  return (
    <>
      <PageHero title={TITLE} size="mini" />
      <Prose>
        <p>{DESCRIPTION}</p>
      </Prose>
    </>
  );
}
`,
    [`${workspace}/src/features/home/${component}Page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { ${component}Page } from './${component}Page';

describe('${component}Page', () => {
  it('has one h1, its title and its description', () => {
    render(<${component}Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('${title}');
    expect(document.title).toBe('${title} | Alumis');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Una nuova sezione del sito Alumis.',
    );
  });
});
`,
    [`e2e/tests/${name}/${name}.spec.ts`]: `import { expect, test } from '../../support/test';

test('${path} is served with its heading and is in the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '${title}' }).first().click();
  await expect(page).toHaveURL(/\\/${name}$/);
  await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
  await expect(page).toHaveTitle('${title} | Alumis');
});
`,
  };
}
