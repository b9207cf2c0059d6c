import { ListIcon, ThumbnailsIcon } from '../icons/icons';
import { useState } from 'react';
import { DocumentLink, type DocumentLinkProps } from '../document-link/DocumentLink';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../media-query/useMediaQuery';
import { ToggleGroup, type ToggleOption } from '../toggle-group/ToggleGroup';
import styles from './DocumentList.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../i18n/uiTexts';

/** One document of a list: its name, file, cover picture and optional date. */
export type DocumentListItem = Omit<DocumentLinkProps, 'variant' | 'className'>;

/** `thumbnails`: a grid of covers with their names; `list`: one row per document. */
export type DocumentListLayout = 'thumbnails' | 'list';

export interface DocumentListProps {
  readonly documents: readonly DocumentListItem[];
  /** Accessible name of the list, e.g. "Certificati". */
  readonly label: string;
  /** The layout shown first. */
  readonly defaultLayout?: DocumentListLayout;
  /** The layout shown first under 1000 px, if it differs (the download center's lists). */
  readonly narrowScreenLayout?: DocumentListLayout;
  /** Offers the thumbnails/list switch (default true). */
  readonly toggle?: boolean;
  readonly className?: string;
}

const LAYOUTS: readonly ToggleOption<DocumentListLayout>[] = [
  { value: 'thumbnails', label: 'Miniature', icon: <ThumbnailsIcon /> },
  { value: 'list', label: 'Elenco', icon: <ListIcon /> },
];

/**
 * The site's one list of documents (presentations, catalogues, certificates, reports,
 * policies): in thumbnail or list layout, with a switch between the two. Every entry is a
 * link that opens the file. Until the visitor chooses a layout, the default follows the
 * window's width.
 */
export function DocumentList({
  documents,
  label,
  defaultLayout = 'thumbnails',
  narrowScreenLayout,
  toggle = true,
  className,
}: DocumentListProps) {
  const tx = useTexts(uiTexts);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [chosen, setChosen] = useState<DocumentListLayout>();
  const layout = chosen ?? (narrow && narrowScreenLayout ? narrowScreenLayout : defaultLayout);

  return (
    <div className={className}>
      {toggle ? (
        <div className={styles.toolbar}>
          <ToggleGroup
            label={tx('Visualizzazione: {{list}}', { list: label })}
            options={LAYOUTS.map((option) => ({ ...option, label: tx(option.label) }))}
            value={layout}
            onChange={setChosen}
          />
        </div>
      ) : null}
      <ul
        className={layout === 'thumbnails' ? styles.grid : styles.list}
        aria-label={label}
        data-layout={layout}
      >
        {documents.map((document) => (
          <li key={`${document.name} ${document.href}`} className={styles.item}>
            <DocumentLink
              {...document}
              variant={layout === 'thumbnails' ? 'card' : 'row'}
              className={styles.link}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
