import { Fragment, type ReactNode } from 'react';
import { CONTENT_COLUMN_SIZES, Prose, ResponsiveImage } from '@alu/common';
import { SpecTable } from '@alu/common/spec-table';
import type { PlantSection, PlantTable } from './plantContent';
import styles from './PlantSections.module.css';

/** The text, tables and pictures of a plant page, block by block. */
export function PlantSections({ sections }: { readonly sections: readonly PlantSection[] }) {
  return (
    <Prose>
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.tables?.map((table) => (
            <SpecTable
              key={table.caption}
              caption={table.caption}
              head={table.head}
              rows={tableRows(table)}
            />
          ))}
          {section.figure ? (
            <figure>
              <ResponsiveImage image={section.figure.picture} alt="" sizes={CONTENT_COLUMN_SIZES} />
              <figcaption>{section.figure.caption}</figcaption>
            </figure>
          ) : null}
        </Fragment>
      ))}
    </Prose>
  );
}

function tableRows(table: PlantTable): readonly (readonly ReactNode[])[] {
  const { swatches } = table;
  if (!swatches) return table.rows;
  return table.rows.map(([first, ...rest], index) => [
    <span key="label" className={styles.swatchLabel}>
      <span
        className={styles.swatch}
        style={{ backgroundColor: swatches[index] }}
        aria-hidden="true"
      />
      {first}
    </span>,
    ...rest,
  ]);
}
