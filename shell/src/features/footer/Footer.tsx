import { Logo, siteConfig, useCompanyNames, useTexts } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { Link } from 'react-router-dom';
import { useSiteMenus } from '../../shared/siteMenus';
import { NewsletterForm } from './NewsletterForm';
import styles from './Footer.module.css';

export function Footer() {
  const { footer, legal } = useSiteMenus();
  const tx = useTexts(shellTexts);
  const company = useCompanyNames();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {footer.map((section) => (
          <nav key={section.id} className={styles.column} aria-labelledby={`footer-${section.id}`}>
            <h2 id={`footer-${section.id}`} className={styles.columnTitle}>
              <Link to={section.url}>{section.label}</Link>
            </h2>
            <ul className={styles.list}>
              {section.links.map((link) => (
                <li key={link.url}>
                  <Link to={link.url}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.middle}>
        <Link to="/">
          <Logo inverted label={tx('{{company}}, home page', { company: company.name })} />
        </Link>
        <NewsletterForm />
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {tx('© {{year}} {{company}}. Tutti i diritti riservati.', {
            year: siteConfig.copyrightYear,
            company: company.legalName,
          })}
        </p>
        <ul className={styles.legal}>
          {legal.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
