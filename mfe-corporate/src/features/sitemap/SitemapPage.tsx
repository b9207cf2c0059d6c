import { Link } from 'react-router-dom';
import { PageHero, useDocumentMeta } from '@alu/common';
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
              <ul className={styles.links} aria-labelledby={`mappa-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.url}>
                    <Link className={styles.link} to={link.url}>
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
