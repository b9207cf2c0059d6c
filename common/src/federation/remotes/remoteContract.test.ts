import { remoteContractProblems } from './remoteContract';

const Page = () => null;
/** A `./routes` module that declares one route per page key. */
const routes = (pages: Record<string, unknown>, declared = Object.keys(pages)) => ({
  default: {
    areaLabel: 'Notizie',
    pages,
    declaration: {
      routes: declared.map((page) => ({ path: `/area/${page}`, name: 'Page', page })),
    },
  },
});
const strip = { default: Page };

describe('remoteContractProblems', () => {
  it('accepts a remote that exposes every module with the promised shape', () => {
    expect(
      remoteContractProblems('news', {
        './routes': routes({ list: Page, article: Page }),
        './LatestNewsStrip': strip,
      }),
    ).toEqual([]);
  });

  it('names a remote without its pages module', () => {
    expect(remoteContractProblems('news', { './LatestNewsStrip': strip })).toEqual([
      'news does not expose ./routes',
    ]);
  });

  it('names a routes module that lost a page its declaration routes to', () => {
    expect(
      remoteContractProblems('news', {
        './routes': routes({ list: Page }, ['list', 'article']),
        './LatestNewsStrip': strip,
      }),
    ).toEqual(['news/routes must provide the pages list, article']);
  });

  it('names a routes module without a valid declaration of its routes', () => {
    expect(
      remoteContractProblems('news', {
        './routes': { default: { areaLabel: 'Notizie', pages: { list: Page } } },
        './LatestNewsStrip': strip,
      }),
    ).toEqual(['news/routes declaration: expected an object with "routes"']);
    const undeclarable = {
      default: {
        areaLabel: 'Notizie',
        pages: { list: Page },
        declaration: { routes: [{ path: '/news', name: 'News', page: 'List Page' }] },
      },
    };
    expect(
      remoteContractProblems('news', { './routes': undeclarable, './LatestNewsStrip': strip }),
    ).toEqual(['news/routes declaration: routes[0].page must be a page key such as article']);
  });

  it('names a search module or a component of the wrong shape', () => {
    expect(
      remoteContractProblems('products', {
        './routes': routes({ landing: Page, product: Page }),
        './search': { default: { group: 'Prodotti', entries: [{ key: 1 }] } },
      }),
    ).toEqual(['products/search must export a SearchModule']);
    expect(
      remoteContractProblems('news', {
        './routes': routes({ list: Page, article: Page }),
        './LatestNewsStrip': { default: 'not a component' },
      }),
    ).toEqual(['news/LatestNewsStrip must export a component']);
  });

  it('accepts a module a remote adds, when it is a component', () => {
    expect(
      remoteContractProblems('investors', {
        './routes': routes({ investors: Page, downloads: Page }),
        './extra': strip,
      }),
    ).toEqual([]);
  });
});
