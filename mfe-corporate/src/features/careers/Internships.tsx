import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage, siteConfig } from '@alu/common';
import * as internshipsContent from './internships.data';
import profilesImage from './images/tirocini-profili.jpg';
import styles from './Internships.module.css';
import { useLocalizedContent, useTexts } from '@alu/common';
import { corporateTexts } from '../../shared/i18n/corporateTexts';

/** /careers/internships: the one-month programme, who may apply, fields and how to apply. */
export function Internships() {
  const { internshipProgramme: programme } = useLocalizedContent(
    internshipsContent,
    corporateTexts,
  );
  const tx = useTexts(corporateTexts);
  const { address, email } = siteConfig;
  const { application } = programme;
  return (
    <Prose>
      <h2>{programme.heading}</h2>
      {programme.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <dl className={styles.facts}>
        {programme.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>

      <h2>{programme.audience.heading}</h2>
      <ul>
        {programme.audience.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{programme.benefits.heading}</h2>
      <ul>
        {programme.benefits.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <figure>
        <ResponsiveImage image={profilesImage} alt="" sizes={CONTENT_COLUMN_SIZES} />
        <figcaption>{programme.figureCaption}</figcaption>
      </figure>

      <h2>{programme.fields.heading}</h2>
      <p>{programme.fields.intro}</p>
      <ul className={styles.fields}>
        {programme.fields.items.map((item) => (
          <li key={item} className={styles.field}>
            {item}
          </li>
        ))}
      </ul>

      <h2>{application.heading}</h2>
      <p>{application.intro}</p>
      <div className={styles.apply}>
        <p>
          {`${application.byEmail} `}
          <a href={`mailto:${email.hr}`}>{email.hr}</a>
        </p>
        <p>{application.byPost}</p>
        <address className={styles.address}>
          {application.postalRecipient}
          <br />
          {tx(address.street)}
          <br />
          {`${address.postalCode} ${tx(address.city)}, ${tx(address.country)}`}
        </address>
      </div>
    </Prose>
  );
}
