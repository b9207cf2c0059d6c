import type { RemoteName } from '../federation/contract';

/**
 * The site's route table (document 2, section 2.1) as data. The shell builds its router
 * from it; a remote's standalone dev server mounts its own entries; benchmarks and
 * prerendering walk it. Areas are grouped by the remote that renders them.
 */
export interface RemoteRoute {
  readonly path: string;
  /** The spec's route name (AboutPage, Administration, …). */
  readonly name: string;
  readonly remote: RemoteName;
  /** Key in the remote's `pages` map. */
  readonly page: string;
  /** Header and footer are hidden when false (administration routes). */
  readonly chrome: boolean;
}

export interface RedirectRoute {
  readonly path: string;
  readonly redirectTo: string;
}

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/', name: 'Home', remote: 'corporate', page: 'home', chrome: true },
  {
    path: '/about-the-company',
    name: 'AboutPage',
    remote: 'corporate',
    page: 'company',
    chrome: true,
  },
  {
    path: '/about-the-company/:page',
    name: 'AboutPage',
    remote: 'corporate',
    page: 'company',
    chrome: true,
  },
  {
    path: '/markets/:page',
    name: 'MarketsPage',
    remote: 'corporate',
    page: 'markets',
    chrome: true,
  },
  {
    path: '/sustainability/:page',
    name: 'Sustainability',
    remote: 'corporate',
    page: 'sustainability',
    chrome: true,
  },
  { path: '/careers/:page', name: 'Careers', remote: 'corporate', page: 'careers', chrome: true },
  { path: '/sitemap', name: 'Sitemap', remote: 'corporate', page: 'sitemap', chrome: true },
  {
    path: '/disclosure-policy',
    name: 'DisclosurePolicy',
    remote: 'corporate',
    page: 'disclosure-policy',
    chrome: true,
  },
  {
    path: '/terms-of-use',
    name: 'TermsOfUse',
    remote: 'corporate',
    page: 'terms-of-use',
    chrome: true,
  },
  {
    path: '/personal-data',
    name: 'PersonalData',
    remote: 'corporate',
    page: 'personal-data',
    chrome: true,
  },
  { path: '/products', name: 'ProductsMain', remote: 'products', page: 'landing', chrome: true },
  {
    path: '/products/:category/:product',
    name: 'ProductPage',
    remote: 'products',
    page: 'product',
    chrome: true,
  },
  { path: '/contacts/:page', name: 'Contacts', remote: 'contacts', page: 'contacts', chrome: true },
  {
    path: '/contacts/:page/:profile',
    name: 'ContactProfile',
    remote: 'contacts',
    page: 'contacts',
    chrome: true,
  },
  {
    path: '/investors/:page',
    name: 'Investors',
    remote: 'investors',
    page: 'investors',
    chrome: true,
  },
  {
    path: '/download-center/:page',
    name: 'DownloadCenter',
    remote: 'investors',
    page: 'downloads',
    chrome: true,
  },
  { path: '/news', name: 'News', remote: 'news', page: 'list', chrome: true },
  { path: '/news/:url', name: 'NewsArticle', remote: 'news', page: 'article', chrome: true },
  { path: '/admin', name: 'Administration', remote: 'admin', page: 'panel', chrome: false },
  {
    path: '/admin/login',
    name: 'AdministrationLogin',
    remote: 'admin',
    page: 'login',
    chrome: false,
  },
];

/**
 * Section roots without a page go to the section's default page; other addresses of a page
 * go to the one the route table uses. A path with static segments
 * ranks above a route with parameters, so an alias such as the footer's
 * `/products/rolled/household-foil` wins over `/products/:category/:product`.
 */
export const redirectRoutes: readonly RedirectRoute[] = [
  { path: '/markets', redirectTo: '/markets/packaging' },
  { path: '/sustainability', redirectTo: '/sustainability/environment' },
  { path: '/careers', redirectTo: '/careers/career' },
  { path: '/investors', redirectTo: '/investors/management' },
  { path: '/contacts', redirectTo: '/contacts/sales-department' },
  { path: '/download-center', redirectTo: '/download-center/catalogues' },
  // The sitemap's variant of the factory-location page (doc 2 §2.7).
  { path: '/contacts/locations', redirectTo: '/contacts/factory-location' },
  // Doc 1 §2: a footer variant of the household-foil link, whose "rolled" is no category.
  { path: '/products/rolled/household-foil', redirectTo: '/products/rolled-foils/household-foil' },
];

export const NOT_FOUND_PATH = '/404';

export function routesOfRemote(remote: RemoteName): readonly RemoteRoute[] {
  return remoteRoutes.filter((route) => route.remote === remote);
}
