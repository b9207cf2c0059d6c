import type { ReactNode } from 'react';
import styles from './SpecTable.module.css';

export interface SpecTableProps {
  /** The table's caption (its accessible name). */
  readonly caption: string;
  /** Column headings; without them the table is a list of label/value rows. */
  readonly head?: readonly string[];
  /** Rows of cells; the first cell of a row is its header. */
  readonly rows: readonly (readonly ReactNode[])[];
  readonly className?: string;
}

/**
 * A technical data table (plant figures, press sizes, product specifications). The first
 * cell of each row heads the row; on narrow screens the table scrolls sideways inside its
 * own focusable region instead of widening the page.
 */
export function SpecTable({ caption, head, rows, className }: SpecTableProps) {
  return (
    <div
      className={[styles.scroller, className].filter(Boolean).join(' ')}
      // The scroll container must be focusable so keyboard users can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        {head ? (
          <thead>
            <tr>
              {head.map((label, index) => (
                <th key={index} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map(([first, ...rest], rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
