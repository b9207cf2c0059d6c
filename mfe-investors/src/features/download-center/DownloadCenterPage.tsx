import { useParams } from 'react-router-dom';
import {
  NotFoundRedirect,
  Prose,
  resolveSectionPage,
  SectionPage,
  useDocumentMeta,
  sectionMenuItems,
} from '@alu/common';
import { DocumentList } from '@alu/common/document-list';
import {
  DEFAULT_DOWNLOAD_PAGE,
  DOWNLOAD_PAGE_CONTENT,
  DOWNLOAD_PAGES,
  downloadPagePath,
  type DownloadPageKey,
} from './downloadPages.data';
import heroImage from './images/hero-centro-download.jpg';
import styles from './DownloadCenterPage.module.css';

export const DOWNLOADS_MENU_LABEL = 'Pagine del centro download';

/** /download-center/{page}: catalogues, certificates and reports; unknown pages → /404. */
export function DownloadCenterPage() {
  const { page } = useParams<{ page?: string }>();
  const current = resolveSectionPage(page, DOWNLOAD_PAGES, DEFAULT_DOWNLOAD_PAGE);
  if (current === undefined) return <NotFoundRedirect />;
  return <DownloadSection page={current} />;
}

function DownloadSection({ page }: { readonly page: DownloadPageKey }) {
  const content = DOWNLOAD_PAGE_CONTENT[page];
  useDocumentMeta(content.meta);
  const menuItems = sectionMenuItems(
    DOWNLOAD_PAGES,
    page,
    (key) => DOWNLOAD_PAGE_CONTENT[key].label,
    downloadPagePath,
  );
  return (
    <SectionPage
      hero={{
        title: content.label,
        eyebrow: 'Centro download',
        size: 'mini',
        image: heroImage,
      }}
      menuLabel={DOWNLOADS_MENU_LABEL}
      menuItems={menuItems}
      shareTitle={`${content.meta.title} | Alumis`}
    >
      <Prose className={styles.intro}>
        <p>{content.intro}</p>
      </Prose>
      {/* A new page starts from its own default layout (the key resets the visitor's choice). */}
      <DocumentList
        key={page}
        label={content.label}
        documents={content.documents}
        defaultLayout={content.layout}
        narrowScreenLayout="list"
      />
    </SectionPage>
  );
}
