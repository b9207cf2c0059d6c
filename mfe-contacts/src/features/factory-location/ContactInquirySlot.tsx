import { siteConfig } from '@alu/common';
import { mailtoHref, telHref } from '../../shared/contact-links/contactLinks';
import styles from './ContactInquirySlot.module.css';

/**
 * Where the "Connect with us" inquiry form goes. The form (support category, name, phone,
 * e-mail, message, validation, delivery through POST /api/inquiries then EmailJS) is the one
 * shared form of @alu/common that the product inquiry uses too; until it is plugged in here,
 * this slot offers the office's e-mail and phone instead.
 */
export function ContactInquirySlot() {
  return (
    <div className={styles.slot} data-testid="contact-inquiry-slot">
      <p>
        Il modulo di richiesta sarà disponibile qui a breve. Nel frattempo potete scriverci a{' '}
        <a href={mailtoHref(siteConfig.email.office)}>{siteConfig.email.office}</a> o chiamarci al{' '}
        <a href={telHref(siteConfig.phone.office)}>{siteConfig.phone.office}</a>.
      </p>
    </div>
  );
}
