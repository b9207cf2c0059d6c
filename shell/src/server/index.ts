// The shell's server bundle (built by the server half of its webpack config): the page
// renderer the shell's HTTP server calls for every public route.
export { renderPage } from './renderPage';
export type { RenderRequest, RenderResult } from './renderPage';
export { formatTitle } from '@alu/common';
export { renderRobots, renderSitemap } from './sitemap';
export type { SitemapRequest } from './sitemap';
