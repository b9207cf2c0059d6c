import { useId } from 'react';
import {
  InitialsAvatar,
  Prose,
  siteConfig,
  useLocale,
  useLocalizedContent,
  useTexts,
} from '@alu/common';
import { personNameIn } from '@alu/common/glossary';
import { FactList } from '../../../shared/facts/FactList';
import * as managementContent from './management.data';
import type { Board } from './management.data';
import styles from './Management.module.css';
import { investorsTexts } from '../../../shared/i18n/investorsTexts';

/** management: the two-tier governance, the members of both boards and the five guarantees. */
export function Management() {
  const { BOARDS, GOVERNANCE_GUARANTEES, GOVERNANCE_TEXT, MANDATE } = useLocalizedContent(
    managementContent,
    investorsTexts,
  );
  const tx = useTexts(investorsTexts);
  const locale = useLocale();
  const { relations } = siteConfig.investors;
  return (
    <>
      <Prose>
        <h2>{GOVERNANCE_TEXT.heading}</h2>
        {GOVERNANCE_TEXT.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
      <FactList
        columns={3}
        facts={[
          { label: tx('Nomina dei consigli'), value: MANDATE.appointed },
          {
            label: tx('Durata del mandato'),
            value: tx('{{years}} anni', { years: MANDATE.years }),
          },
          { label: tx('Scadenza'), value: MANDATE.expires },
        ]}
      />
      {BOARDS.map((board) => (
        <BoardSection key={board.id} board={board} />
      ))}
      <Prose className={styles.closing}>
        <h2>{GOVERNANCE_GUARANTEES.heading}</h2>
        <p>{GOVERNANCE_GUARANTEES.intro}</p>
        <ol>
          {GOVERNANCE_GUARANTEES.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <h2>{tx('Relazioni con gli investitori')}</h2>
        <p>
          {personNameIn(locale, relations)}, {tx(relations.role).toLowerCase()}:{' '}
          <a href={`mailto:${siteConfig.email.investors}`}>{siteConfig.email.investors}</a>,{' '}
          <a href={`tel:${relations.phone.replace(/\s/g, '')}`}>{relations.phone}</a>.
        </p>
      </Prose>
    </>
  );
}

function BoardSection({ board }: { readonly board: Board }) {
  const headingId = useId();
  const tx = useTexts(investorsTexts);
  const locale = useLocale();
  return (
    <section className={styles.board} aria-labelledby={headingId}>
      <Prose>
        <h2 id={headingId}>
          {board.title}{' '}
          <span className={styles.count}>
            {tx('({{count}} membri)', { count: board.members.length })}
          </span>
        </h2>
        <p>{board.description}</p>
      </Prose>
      <ul className={styles.members}>
        {board.members.map((member) => (
          <li key={member.name} className={styles.member}>
            <InitialsAvatar
              name={personNameIn(locale, member)}
              colourKey={member.name}
              className={styles.avatar}
            />
            <span className={styles.memberText}>
              <span className={styles.name}>{personNameIn(locale, member)}</span>
              <span className={styles.role}>{member.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
