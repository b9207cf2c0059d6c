import {
  LinkList,
  PageHero,
  useDocumentMeta,
  useLocale,
  useLocalizedContent,
  useTexts,
} from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import heroImage from './images/sitemap-hero.jpg';
import { siteMenus, sitemapGroups, sitemapMeta } from './sitemap.data';
import styles from './SitemapPage.module.css';

/** /sitemap: every page of the site, grouped by section. */
export function SitemapPage() {
  const meta = useLocalizedContent(sitemapMeta, corporateTexts);
  const tx = useTexts(corporateTexts);
  useDocumentMeta(meta);
  const groups = sitemapGroups(siteMenus(useLocale()), tx);
  return (
    <>
      <PageHero
        title={meta.title}
        eyebrow={tx('Informazioni legali')}
        subtitle={tx('Tutte le pagine del sito, sezione per sezione')}
        size="mini"
        image={heroImage}
      />
      <nav className={styles.page} aria-label={meta.title}>
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group.id} className={styles.group}>
              <h2 id={`mappa-${group.id}`} className={styles.heading}>
                {group.heading}
              </h2>
              <LinkList
                links={group.links}
                className={styles.links}
                linkClassName={styles.link}
                aria-labelledby={`mappa-${group.id}`}
              />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
