// The site's contact data for code outside the browser (the API's mail to staff): the same
// object the pages read, without the UI around it.
export { siteConfig, type SiteConfig } from '../ui/site-config/siteConfig';
