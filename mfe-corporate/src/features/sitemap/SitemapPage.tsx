import { LinkList, PageHero, useDocumentMeta } from '@alu/common';
import heroImage from './images/sitemap-hero.jpg';
import { siteMenus, sitemapGroups, sitemapMeta } from './sitemap.data';
import styles from './SitemapPage.module.css';

/** /sitemap: every page of the site, grouped by section. */
export function SitemapPage() {
  useDocumentMeta(sitemapMeta);
  const groups = sitemapGroups(siteMenus());
  return (
    <>
      <PageHero
        title={sitemapMeta.title}
        eyebrow="Informazioni legali"
        subtitle="Tutte le pagine del sito, sezione per sezione"
        size="mini"
        image={heroImage}
      />
      <nav className={styles.page} aria-label={sitemapMeta.title}>
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
