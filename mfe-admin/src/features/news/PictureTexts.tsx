import { useId } from 'react';
import { NEWS_ALT_MAX_LENGTH, type Language } from '@alu/common';
import formStyles from '../../shared/ui/Form.module.css';
import type { DraftImage } from './newsImages';
import styles from './NewsPictures.module.css';

export interface PictureTextsProps {
  readonly language: Language;
  readonly cover: DraftImage | null;
  readonly gallery: readonly DraftImage[];
  /** Whether the language has a title: the cover's text is then required. */
  readonly coverRequired: boolean;
  readonly onChange: (key: string, language: Language, text: string) => void;
}

/** What each picture shows, in the language being edited (read aloud, shown when it fails). */
export function PictureTexts({
  language,
  cover,
  gallery,
  coverRequired,
  onChange,
}: PictureTextsProps) {
  const ids = useId();
  const code = language.toUpperCase();
  const pictures = [
    ...(cover ? [{ image: cover, label: `Основна снимка (${code})` }] : []),
    ...gallery.map((image, index) => ({
      image,
      label: `Снимка ${index + 1} от галерията (${code})`,
    })),
  ];
  if (pictures.length === 0) return null;
  return (
    <fieldset className={formStyles.group}>
      <legend>Описания на снимките ({code})</legend>
      <p className={`${formStyles.hint} ${styles.explain}`}>
        Какво показва снимката, за незрящи посетители и търсачки.
      </p>
      {pictures.map(({ image, label }, index) => {
        const required = coverRequired && index === 0 && image === cover;
        const missing = required && image.alt[language].trim() === '';
        return (
          <div key={image.key} className={formStyles.field}>
            <label htmlFor={`${ids}-${image.key}`}>
              {label}
              {required ? ', задължително' : ''}
            </label>
            <input
              id={`${ids}-${image.key}`}
              value={image.alt[language]}
              maxLength={NEWS_ALT_MAX_LENGTH}
              required={required}
              aria-invalid={missing}
              onChange={(event) => onChange(image.key, language, event.target.value)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
