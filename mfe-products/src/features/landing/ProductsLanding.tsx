import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  PageHero,
  ResponsiveImage,
  useCompanyNames,
  useDocumentMeta,
  useTexts,
  type ResponsiveImageData,
} from '@alu/common';
import { categoryPath } from '../../shared/catalogue/catalogue';
import { useCatalogue } from '../../shared/catalogue/localizedCatalogue';
import { productsTexts } from '../../shared/i18n/productsTexts';
import type { CategoryKey } from '../../shared/catalogue/catalogue.types';
import choiceExtruded from './images/choice-extruded.jpg';
import choiceFoils from './images/choice-foils.jpg';
import choiceRolled from './images/choice-rolled.jpg';
import choiceSheets from './images/choice-sheets.jpg';
import hero from './images/hero-products.jpg';
import styles from './ProductsLanding.module.css';

export const LANDING_META = {
  title: 'Prodotti',
  description:
    'Laminati e estrusi in alluminio prodotti a Shumen: fogli sottili e semisottili, lamiere e nastri, profili per edilizia, trasporti e industria.',
} as const;

/** Two choices a row in the 1140 px page, one a row below 700 px. */
const CHOICE_IMAGE_SIZES = '(max-width: 699px) calc(100vw - 48px), 546px';

const ROLLED_TEXT = 'Fogli, lamiere e nastri laminati dalle nostre linee di colata continua.';
const EXTRUDED_TEXT = 'Profili standard e su disegno, verniciati o anodizzati.';

const CHOICE_IMAGES: Record<CategoryKey, ResponsiveImageData> = {
  'rolled-foils': choiceFoils,
  'rolled-sheets-and-strips': choiceSheets,
  extruded: choiceExtruded,
};

/**
 * /products: a header and two big choices. "Prodotti laminati"
 * swaps them for its two families (thin and semi-thin foil, sheets and strips) and back;
 * "Prodotti estrusi" opens the first extruded product.
 */
export function ProductsLanding() {
  const tx = useTexts(productsTexts);
  const companyName = useCompanyNames().name;
  const categories = useCatalogue();
  useDocumentMeta({ title: tx(LANDING_META.title), description: tx(LANDING_META.description) });
  const [rolled, setRolled] = useState(false);
  const headingId = useId();
  const firstFamily = useRef<HTMLAnchorElement>(null);
  const rolledButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // The control that was pressed disappears with the swap: move the focus to its successor.
  useEffect(() => {
    if (!toggled.current) return;
    (rolled ? firstFamily : rolledButton).current?.focus();
  }, [rolled]);

  const toggle = (open: boolean) => {
    toggled.current = true;
    setRolled(open);
  };

  return (
    <>
      <PageHero
        title={tx('Prodotti')}
        eyebrow={companyName}
        subtitle={tx('Laminati ed estrusi in alluminio')}
        image={hero}
      />
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {rolled ? tx('Prodotti laminati') : tx('Scegli una famiglia di prodotti')}
        </h2>
        {rolled ? (
          <>
            <ul className={styles.choices} data-testid="rolled-families">
              {(['rolled-foils', 'rolled-sheets-and-strips'] as const).map((key, index) => (
                <li key={key}>
                  <Link
                    ref={index === 0 ? firstFamily : undefined}
                    to={categoryPath(key)}
                    className={styles.choice}
                  >
                    <ChoiceContent
                      image={CHOICE_IMAGES[key]}
                      title={categories[key].name}
                      text={categories[key].subtitle}
                    />
                  </Link>
                </li>
              ))}
            </ul>
            <Button variant="secondary" className={styles.back} onClick={() => toggle(false)}>
              <span aria-hidden="true">←</span> {tx('Tutte le famiglie di prodotti')}
            </Button>
          </>
        ) : (
          <ul className={styles.choices}>
            <li>
              <button
                ref={rolledButton}
                type="button"
                className={styles.choice}
                onClick={() => toggle(true)}
              >
                <ChoiceContent
                  image={choiceRolled}
                  title={tx('Prodotti laminati')}
                  text={tx(ROLLED_TEXT)}
                />
              </button>
            </li>
            <li>
              <Link to={categoryPath('extruded')} className={styles.choice}>
                <ChoiceContent
                  image={choiceExtruded}
                  title={tx('Prodotti estrusi')}
                  text={tx(EXTRUDED_TEXT)}
                />
              </Link>
            </li>
          </ul>
        )}
      </section>
    </>
  );
}

function ChoiceContent({
  image,
  title,
  text,
}: {
  readonly image: ResponsiveImageData;
  readonly title: string;
  readonly text: string;
}) {
  return (
    <>
      <ResponsiveImage
        className={styles.choiceImage}
        image={image}
        alt=""
        sizes={CHOICE_IMAGE_SIZES}
      />
      <span className={styles.choiceShade} aria-hidden="true" />
      <span className={styles.choiceText}>
        <span className={styles.choiceTitle}>{title}</span>
        <span className={styles.choiceLine}>{text}</span>
      </span>
    </>
  );
}
