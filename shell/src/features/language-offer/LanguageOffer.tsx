import { localizedPath, type SiteLocale } from '@alu/common';
import { rememberAnswer } from './languageOffer';
import styles from './LanguageOffer.module.css';

/** The offer in each language it is made in (it speaks the visitor's, not the page's). */
const OFFER_TEXTS: Readonly<Record<SiteLocale, { text: string; go: string; stay: string }>> = {
  it: {
    text: 'Questo sito è disponibile anche in italiano.',
    go: 'Continua in italiano',
    stay: 'Resta su questa versione',
  },
  en: {
    text: 'This site is also available in English.',
    go: 'Continue in English',
    stay: 'Stay on the Italian site',
  },
  bg: {
    text: 'Този сайт е достъпен и на български език.',
    go: 'Продължете на български',
    stay: 'Останете на италианския сайт',
  },
};

export interface LanguageOfferProps {
  /** The language offered (the visitor's browser's). */
  readonly offered: SiteLocale;
  /** The page's language, remembered when the visitor stays. */
  readonly locale: SiteLocale;
  readonly onStay: () => void;
}

/**
 * A small offer, in the visitor's language, to read the site in it. Offered, not forced: the
 * page stays as it is until the visitor chooses, and either answer is remembered.
 */
export default function LanguageOffer({ offered, locale, onStay }: LanguageOfferProps) {
  const texts = OFFER_TEXTS[offered];
  const stay = () => {
    rememberAnswer(locale);
    onStay();
  };
  return (
    <aside className={styles.offer} lang={offered} aria-label={texts.text}>
      <p className={styles.text}>{texts.text}</p>
      <a
        className={styles.go}
        href={localizedPath(offered, '/')}
        hrefLang={offered}
        onClick={() => rememberAnswer(offered)}
      >
        {texts.go}
      </a>
      <button type="button" className={styles.stay} onClick={stay}>
        {texts.stay}
      </button>
    </aside>
  );
}
