/** One representative route per route group (area of a remote), measured on a first visit. */
export const ROUTE_GROUPS = [
  { group: 'home', path: '/' },
  { group: 'company', path: '/about-the-company/about-us' },
  { group: 'markets', path: '/markets/packaging' },
  { group: 'sustainability', path: '/sustainability/environment' },
  { group: 'careers', path: '/careers/career' },
  { group: 'products-landing', path: '/products' },
  { group: 'product', path: '/products/rolled-foils/household-foil' },
  { group: 'contacts', path: '/contacts/sales-department' },
  { group: 'investors', path: '/investors/management' },
  { group: 'download-center', path: '/download-center/catalogues' },
  { group: 'news', path: '/news' },
  { group: 'sitemap', path: '/sitemap' },
  { group: 'admin', path: '/admin/login' },
];
