import { useId, useState } from 'react';
import { Button, siteConfig } from '@alu/common';
import { InquiryDialog } from '@alu/common/inquiry-form';
import { mailtoHref, telHref } from '../../shared/contact-links/contactLinks';
import { SectionIntro } from '../../shared/section-intro/SectionIntro';
import { COORDINATES_TEXT, FactoryMap } from './FactoryMap';
import styles from './FactoryLocation.module.css';

const { address, email, phone, factoryMap, legalName } = siteConfig;
export const CONNECT_TITLE = 'Connect with us';

/**
 * /contacts/factory-location: the factory on a map, the office's contact box and the
 * "Connect with us" inquiry panel that slides in from the side.
 */
export function FactoryLocation() {
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const headingId = useId();
  const boxHeadingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <SectionIntro headingId={headingId} heading="Ubicazione dello stabilimento">
        Lo stabilimento e gli uffici di {siteConfig.companyName} sono nella seconda zona industriale
        di Shumen, nel nord-est della Bulgaria, a circa 90 km dal porto di Varna.
      </SectionIntro>
      <div className={styles.layout}>
        <FactoryMap />
        <section className={styles.box} aria-labelledby={boxHeadingId}>
          <h3 id={boxHeadingId} className={styles.boxHeading}>
            {legalName}
          </h3>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.postalCode} {address.city}, {address.country}
          </address>
          <dl className={styles.lines}>
            <div>
              <dt>Coordinate</dt>
              <dd>
                <a href={factoryMap.linkUrl} target="_blank" rel="noopener noreferrer">
                  {COORDINATES_TEXT}
                </a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={mailtoHref(email.office)}>{email.office}</a>
              </dd>
            </div>
            <div>
              <dt>Telefono</dt>
              <dd>
                <a href={telHref(phone.office)}>{phone.office}</a>
              </dd>
            </div>
          </dl>
          <Button className={styles.connect} onClick={() => setInquiryOpen(true)}>
            {CONNECT_TITLE}
          </Button>
        </section>
      </div>

      <InquiryDialog
        open={inquiryOpen}
        onClose={() => setInquiryOpen(false)}
        title={CONNECT_TITLE}
        intro="Domande su prodotti, forniture, eventi o assistenza: scegliete l’argomento e lasciateci i vostri recapiti, vi risponderemo al più presto."
        kind="contact"
      />
    </section>
  );
}
