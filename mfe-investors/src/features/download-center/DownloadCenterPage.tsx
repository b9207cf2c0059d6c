import { useLocalizedContent } from '@alu/common';
import { Prose } from '@alu/common';
import { SectionRoute, type SectionDefinition } from '@alu/common/section-page';
import { DocumentList } from '@alu/common/document-list';
import {
  DOWNLOAD_PAGE_CONTENT,
  DOWNLOAD_SECTION_PAGES,
  type DownloadPageKey,
} from './downloadPages.data';
import heroImage from './images/hero-centro-download.jpg';
import styles from './DownloadCenterPage.module.css';
import { investorsTexts } from '../../shared/i18n/investorsTexts';

const DOWNLOADS_SECTION: SectionDefinition<DownloadPageKey> = {
  pages: DOWNLOAD_SECTION_PAGES,
  texts: investorsTexts,
  useView: (page) => {
    const content = useLocalizedContent(DOWNLOAD_PAGE_CONTENT[page], investorsTexts);
    return {
      meta: content.meta,
      hero: { title: content.label, eyebrow: 'Centro download', size: 'mini', image: heroImage },
      body: (
        <>
          <Prose className={styles.intro}>
            <p>{content.intro}</p>
          </Prose>
          <DocumentList
            label={content.label}
            documents={content.documents}
            defaultLayout={content.layout}
            narrowScreenLayout="list"
          />
        </>
      ),
    };
  },
};

/** /download-center/{page}: catalogues, certificates and reports; unknown pages → /404. */
export function DownloadCenterPage() {
  return <SectionRoute section={DOWNLOADS_SECTION} />;
}
