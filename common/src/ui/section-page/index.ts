// The section pages (company, markets, sustainability, careers, investors, downloads, legal
// pages): a subpath of the library, bundled by the remotes that have such pages, so a page
// without one (the home page) does not download it.
export { SectionPage } from './SectionPage';
export type { SectionPageProps } from './SectionPage';
export { resolveSectionPage, sectionMenuItems } from './resolveSectionPage';
export type { SectionPages } from './resolveSectionPage';
export { SectionRoute } from './SectionRoute';
export type { SectionDefinition, SectionView } from './SectionRoute';
