import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, useLocale, useTexts } from '@alu/common';
import { personNameIn } from '@alu/common/glossary';
import { Modal } from '@alu/common/modal';
import { LanguageLinks } from '@alu/common/language-links';
import { mailtoHref, telHref } from '../../shared/contact-links/contactLinks';
import { EuropeMap } from '../../shared/europe-map/EuropeMap';
import { StaffAvatar } from '../../shared/staff-card/StaffAvatar';
import type { StaffMember } from '../../shared/staff/staff';
import styles from './ProfileModal.module.css';
import { contactsTexts } from '../../shared/i18n/contactsTexts';
import { localizeMember } from '../../shared/i18n/localizeStaff';

export interface ProfileModalProps {
  /** The person to show; the modal is closed without one. */
  readonly member: StaffMember | undefined;
  readonly onClose: () => void;
}

const ALL_COUNTRIES = 'Tutti i paesi';
const ALL_PRODUCTS = 'Tutti i prodotti';

/**
 * A staff profile: portrait or icon, name, role, regions, products, languages,
 * e-mail, phone and fax links, quick mail and call actions, a small map of the countries
 * the person covers, and this profile in the site's other languages. The shared Modal traps
 * the focus, closes on "Chiudi", Escape and the backdrop, and gives the focus back to the card
 * that opened it.
 */
export function ProfileModal({ member, onClose }: ProfileModalProps) {
  const locale = useLocale();
  return (
    <Modal
      open={member !== undefined}
      onClose={onClose}
      title={member ? personNameIn(locale, member) : ''}
    >
      {member ? <ProfileBody member={member} /> : null}
    </Modal>
  );
}

function ProfileBody({ member: person }: { readonly member: StaffMember }) {
  const tx = useTexts(contactsTexts);
  const member = localizeMember(person, tx, useLocale());
  const countries = member.countries ?? [];
  const countryNames = countries.map((country) => tx(country)).join(', ');
  return (
    <div className={styles.profile}>
      <div className={styles.identity}>
        <StaffAvatar
          name={member.name}
          colourKey={person.name}
          photo={member.photo}
          size="profile"
        />
        <div className={styles.role}>
          <p className={styles.position}>{member.position}</p>
          {member.notice ? (
            <p className={styles.notice} data-testid="profile-notice">
              {member.notice}
            </p>
          ) : null}
          <div className={styles.actions}>
            <a className={styles.action} href={mailtoHref(member.email)}>
              <MailIcon />
              {tx('Scrivi una e-mail')}
            </a>
            <a className={styles.action} href={telHref(member.phone)}>
              <PhoneIcon />
              {tx('Chiama')}
            </a>
          </div>
        </div>
      </div>

      <p className={styles.description}>{member.description}</p>

      <div
        className={countries.length > 0 ? `${styles.details} ${styles.withMap}` : styles.details}
      >
        <dl className={styles.facts}>
          <Fact term={tx('Regioni')}>{member.regions.join(', ')}</Fact>
          <Fact term={tx('Paesi')}>{countries.length > 0 ? countryNames : tx(ALL_COUNTRIES)}</Fact>
          <Fact term={tx('Prodotti')}>
            {member.products?.map((product) => tx(product)).join(', ') ?? tx(ALL_PRODUCTS)}
          </Fact>
          <Fact term={tx('Lingue straniere')}>{member.foreignLanguages.join(', ')}</Fact>
          <Fact term={tx('E-mail')}>
            <a href={mailtoHref(member.email)}>{member.email}</a>
          </Fact>
          <Fact term={tx('Telefono')}>
            <a href={telHref(member.phone)}>{member.phone}</a>
          </Fact>
          <Fact term={tx('Fax')}>
            {/* RFC 3966: a fax number is a tel: URI too. */}
            <a href={telHref(member.fax)}>{member.fax}</a>
          </Fact>
        </dl>

        {countries.length > 0 ? (
          <figure className={styles.coverage}>
            <EuropeMap
              label={tx('Mappa dei paesi seguiti da {{name}}: {{countries}}', {
                name: member.name,
                countries: countryNames,
              })}
              highlighted={countries}
            />
            <figcaption className={styles.caption}>{tx('In rosso i paesi seguiti')}</figcaption>
          </figure>
        ) : null}
      </div>

      {/* While the dialog is open the header's language menu is out of reach (the page behind
          is inert) and closing the dialog returns to the department's address, so the profile
          offers its own address in the other languages. */}
      <LanguageLinks label={tx('Lingua')} className={styles.languages} />
    </div>
  );
}

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
