import { useId } from 'react';
import { SectionIntro } from '../../shared/section-intro/SectionIntro';
import { StaffGrid } from '../../shared/staff-card/StaffGrid';
import { staffOfPage } from '../../shared/staff/staffPages';
import { useTexts } from '@alu/common';
import { contactsTexts } from '../../shared/i18n/contactsTexts';

const DIRECTORIES = {
  'supply-chains': {
    heading: 'Ufficio acquisti',
    lead: 'Fornitori di metalli, materiali ausiliari, ricambi e servizi di trasporto: ecco a chi rivolgersi per offerte, qualifiche e consegne.',
  },
  'other-contacts': {
    heading: 'Altri contatti',
    lead: 'Qualità e certificazioni, lavoro e tirocini, investitori, stampa e fiere: le persone che rispondono alle richieste non commerciali.',
  },
} as const;

export interface StaffDirectoryProps {
  readonly page: keyof typeof DIRECTORIES;
}

/** /contacts/supply-chains and /contacts/other-contacts: a card grid of the page's people. */
export function StaffDirectory({ page }: StaffDirectoryProps) {
  const tx = useTexts(contactsTexts);
  const heading = tx(DIRECTORIES[page].heading);
  const lead = tx(DIRECTORIES[page].lead);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionIntro headingId={headingId} heading={heading}>
        {lead}
      </SectionIntro>
      <StaffGrid staff={staffOfPage[page]} page={page} label={heading} />
    </section>
  );
}
