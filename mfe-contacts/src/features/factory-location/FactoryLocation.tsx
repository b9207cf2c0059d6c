import { useId, useState } from 'react';
import { Button, siteConfig, useCompanyNames, useTexts } from '@alu/common';
import { InquiryDialog } from '@alu/common/inquiry-form';
import { mailtoHref, telHref } from '../../shared/contact-links/contactLinks';
import { SectionIntro } from '../../shared/section-intro/SectionIntro';
import { COORDINATES_TEXT, FactoryMap } from './FactoryMap';
import styles from './FactoryLocation.module.css';
import { contactsTexts } from '../../shared/i18n/contactsTexts';

const { address, email, phone, factoryMap } = siteConfig;
// The Italian page's label is English by choice; the Bulgarian page reads its own through the
// dictionary.
export const CONNECT_TITLE = 'Contattaci';

/**
 * /contacts/factory-location: the factory on a map, the office's contact box and the
 * "Contattaci" inquiry panel that slides in from the side.
 */
export function FactoryLocation() {
  const tx = useTexts(contactsTexts);
  const company = useCompanyNames();
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const headingId = useId();
  const boxHeadingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <SectionIntro headingId={headingId} heading={tx('Ubicazione dello stabilimento')}>
        {tx(
          'Lo stabilimento e gli uffici di {{company}} sono nella seconda zona industriale di Shumen, nel nord-est della Bulgaria, a circa 90 km dal porto di Varna.',
          { company: company.name },
        )}
      </SectionIntro>
      <div className={styles.layout}>
        <FactoryMap />
        <section className={styles.box} aria-labelledby={boxHeadingId}>
          <h3 id={boxHeadingId} className={styles.boxHeading}>
            {company.legalName}
          </h3>
          <address className={styles.address}>
            {tx(address.street)}
            <br />
            {address.postalCode} {tx(address.city)}, {tx(address.country)}
          </address>
          <dl className={styles.lines}>
            <div>
              <dt>{tx('Coordinate')}</dt>
              <dd>
                <a href={factoryMap.linkUrl} target="_blank" rel="noopener noreferrer">
                  {COORDINATES_TEXT}
                </a>
              </dd>
            </div>
            <div>
              <dt>{tx('E-mail')}</dt>
              <dd>
                <a href={mailtoHref(email.office)}>{email.office}</a>
              </dd>
            </div>
            <div>
              <dt>{tx('Telefono')}</dt>
              <dd>
                <a href={telHref(phone.office)}>{phone.office}</a>
              </dd>
            </div>
          </dl>
          <Button className={styles.connect} onClick={() => setInquiryOpen(true)}>
            {tx(CONNECT_TITLE)}
          </Button>
        </section>
      </div>

      <InquiryDialog
        open={inquiryOpen}
        onClose={() => setInquiryOpen(false)}
        title={tx(CONNECT_TITLE)}
        intro={tx(
          'Domande su prodotti, forniture, eventi o assistenza: scegliete l’argomento e lasciateci i vostri recapiti, vi risponderemo al più presto.',
        )}
        kind="contact"
      />
    </section>
  );
}
