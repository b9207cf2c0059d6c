export { REMOTE_AREA_LABELS } from './federation/contract';
export type {
  RemoteRoutesModule,
  RemoteName,
  RemoteRegistryEntry,
  RemoteRegistryDocument,
} from './federation/contract';
export { useDocumentMeta, formatTitle, SITE_NAME } from './meta/useDocumentMeta';
export type { DocumentMeta } from './meta/useDocumentMeta';
export { siteConfig } from './site-config/siteConfig';
export type { SiteConfig } from './site-config/siteConfig';
export { AreaPlaceholder } from './area-placeholder/AreaPlaceholder';
export type { AreaPlaceholderProps } from './area-placeholder/AreaPlaceholder';
export * from './contracts';
export { fetchJson, ApiError, isAbortError } from './api/fetchJson';
export { installHostFederation, getHostFederation } from './federation/hostFederation';
export type { HostFederation, FederatedModuleId } from './federation/hostFederation';
export { RemoteSlot } from './remote-slot/RemoteSlot';
export type { RemoteSlotProps } from './remote-slot/RemoteSlot';
export { useMediaQuery, NARROW_SCREEN_QUERY } from './media-query/useMediaQuery';
export { PageHero } from './page-hero/PageHero';
export type { PageHeroProps } from './page-hero/PageHero';
export { ResponsiveImage } from './responsive-image/ResponsiveImage';
export type { ResponsiveImageProps, ArtDirection } from './responsive-image/ResponsiveImage';
export { narrowestImageUrl } from './responsive-image/responsiveImageData';
export type { ResponsiveImageData } from './responsive-image/responsiveImageData';
export { SideMenu } from './side-menu/SideMenu';
export type { SideMenuProps, SideMenuItem } from './side-menu/SideMenu';
export { ShareButton, SHARE_COPIED_MS } from './share-button/ShareButton';
export type { ShareButtonProps } from './share-button/ShareButton';
export { Bone } from './skeleton/Bone';
export type { BoneProps } from './skeleton/Bone';
export { VisuallyHidden } from './visually-hidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './visually-hidden/VisuallyHidden';
export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { SpecTable } from './spec-table/SpecTable';
export type { SpecTableProps } from './spec-table/SpecTable';
export { Modal } from './modal/Modal';
export type { ModalProps } from './modal/Modal';
export { useBodyScrollLock } from './modal/useBodyScrollLock';
export { REDUCED_MOTION_QUERY, prefersReducedMotion, scrollToElement } from './motion/motion';
export { truncateText } from './text/truncateText';
export { normalizeQuery, matchesQuery, highlightParts } from './search/searchText';
export type { TextPart } from './search/searchText';
export { REMOTE_EXPOSES } from './federation/exposes';
export { isComponent, isRemoteRoutesModule, isSearchModule } from './federation/guards';
export { remoteContractProblems } from './federation/remoteContract';
export type { ExposedModule } from './federation/remoteContract';
export { SectionPage } from './section-page/SectionPage';
export type { SectionPageProps } from './section-page/SectionPage';
export { resolveSectionPage, sectionMenuItems } from './section-page/resolveSectionPage';
export { NotFoundRedirect } from './section-page/NotFoundRedirect';
export { Prose } from './prose/Prose';
export type { ProseProps } from './prose/Prose';
export { ToggleGroup } from './toggle-group/ToggleGroup';
export type { ToggleGroupProps, ToggleOption } from './toggle-group/ToggleGroup';
export { useOnDemandEmbed, EMBED_PROBE_TIMEOUT_MS } from './third-party-embed/useOnDemandEmbed';
export type { OnDemandEmbed, OnDemandEmbedState } from './third-party-embed/useOnDemandEmbed';
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ShareIcon,
} from './icons/icons';
export { SideLayout } from './side-layout/SideLayout';
export { CONTENT_COLUMN_SIZES } from './side-layout/contentColumnSizes';
export type { SideLayoutProps } from './side-layout/SideLayout';
export { Logo } from './logo/Logo';
export type { LogoProps } from './logo/Logo';
export { RichHtml } from './rich-html/RichHtml';
export type { RichHtmlProps } from './rich-html/RichHtml';
export { SsrContext, useSsrStore } from './ssr/ssrStore';
export type { SsrStore, SsrSnapshot, SsrDataEntry, PreloadImage } from './ssr/ssrStore';
export { readSsrSnapshot, createClientSsrStore, SSR_SNAPSHOT_ID } from './ssr/clientSsrStore';
export { useApiResource } from './ssr/useApiResource';
export type { Resource, ResourceLoader, ResourceErrorReporter } from './ssr/useApiResource';
export { lazyPage, isPreloadablePage } from './ssr/lazyPage';
export type { PreloadablePage } from './ssr/lazyPage';
export { ClientOnly, useHydrated } from './ssr/ClientOnly';
export type { ClientOnlyProps } from './ssr/ClientOnly';
export { Redirect } from './redirect/Redirect';
export type { RedirectProps } from './redirect/Redirect';
