// The parts of the news form below the pictures: the item's kind, date and address, and the
// title, texts and picture descriptions of the language being written.
import { useId } from 'react';
import type { Language } from '@alu/common';
import { RichTextEditor, type RichTextValue } from '../../shared/rich-text';
import { DateField } from '../../shared/ui/DateField';
import formStyles from '../../shared/ui/Form.module.css';
import {
  filterSlug,
  lacksPublicTitle,
  remainingTitleCharacters,
  missingCoverTexts,
  type NewsDraft,
  type SlugStatus,
} from './newsDraft';
import { PictureTexts } from './PictureTexts';
import styles from './NewsForm.module.css';

const SLUG_MESSAGES: Partial<Record<SlugStatus, string>> = {
  checking: 'Проверка на адреса…',
  free: 'Адресът е свободен.',
  taken: 'Адресът е зает или не е разрешен.',
  invalid: 'Адресът не може да бъде проверен.',
};

/** News or media mention, the date, and the address (set once, when the item is created). */
export function NewsBasics({
  draft,
  editing,
  slug,
  onChange,
}: {
  readonly draft: NewsDraft;
  readonly editing: boolean;
  readonly slug: SlugStatus;
  readonly onChange: (change: Partial<NewsDraft>) => void;
}) {
  const ids = useId();
  return (
    <div className={styles.row}>
      <fieldset className={formStyles.group}>
        <legend>Вид</legend>
        <label className={styles.radio}>
          <input
            type="radio"
            name="isMediaNews"
            value="false"
            checked={!draft.isMediaNews}
            onChange={() => onChange({ isMediaNews: false })}
          />
          Новина
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name="isMediaNews"
            value="true"
            checked={draft.isMediaNews}
            onChange={() => onChange({ isMediaNews: true })}
          />
          Медиите за нас
        </label>
      </fieldset>
      <DateField
        name="date"
        label="Дата (ДД-ММ-ГГГГ)"
        calendarLabel="Календар за датата"
        value={draft.date}
        onChange={(date) => onChange({ date })}
      />
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-url`}>Адрес</label>
        <span className={styles.slug}>
          <span aria-hidden="true">/news/</span>
          <input
            id={`${ids}-url`}
            name="url"
            value={draft.url}
            disabled={editing}
            aria-invalid={slug === 'taken' || slug === 'invalid'}
            aria-describedby={`${ids}-slug`}
            onChange={(event) => onChange({ url: filterSlug(event.target.value) })}
          />
        </span>
        <span id={`${ids}-slug`} className={formStyles.hint} aria-live="polite">
          {SLUG_MESSAGES[slug] ?? ''}
        </span>
      </div>
    </div>
  );
}

/** The title of the language being written, with the characters left. */
function TitleField({
  language,
  title,
  onChange,
}: {
  readonly language: Language;
  readonly title: string;
  readonly onChange: (title: string) => void;
}) {
  const ids = useId();
  const remaining = remainingTitleCharacters(title);
  return (
    <div className={formStyles.field}>
      <label htmlFor={`${ids}-title`}>Заглавие ({language.toUpperCase()})</label>
      <input
        id={`${ids}-title`}
        name={`title-${language}`}
        value={title}
        aria-invalid={remaining < 0}
        aria-describedby={`${ids}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span
        id={`${ids}-count`}
        className={remaining < 0 ? `${formStyles.hint} ${formStyles.invalid}` : formStyles.hint}
      >
        Оставащи символи: {remaining}
      </span>
    </div>
  );
}

/** Which of the item's two texts: before or after its gallery. */
type TextPart = 'before' | 'after';

/** The title, the texts around the gallery and the pictures' descriptions of one language. */
export function NewsLanguageFields({
  draft,
  language,
  onTitle,
  onText,
  onPictureText,
}: {
  readonly draft: NewsDraft;
  readonly language: Language;
  readonly onTitle: (title: string) => void;
  readonly onText: (part: TextPart, text: RichTextValue) => void;
  readonly onPictureText: (key: string, language: Language, text: string) => void;
}) {
  const missingTexts = missingCoverTexts(draft);
  return (
    <>
      <TitleField language={language} title={draft.titles[language]} onChange={onTitle} />
      {lacksPublicTitle(draft) ? (
        <p className={formStyles.warning} role="status">
          Няма заглавие на италиански (IT): публикацията ще бъде запазена, но няма да се показва в
          сайта, докато не получи такова.
        </p>
      ) : null}
      <RichTextEditor
        key={`before-${language}`}
        label={`Текст преди галерията (${language.toUpperCase()})`}
        value={draft.before[language]}
        onChange={(state) => onText('before', state)}
      />
      <p className={styles.marker}>Тук се показва галерията</p>
      <RichTextEditor
        key={`after-${language}`}
        label={`Текст след галерията (${language.toUpperCase()})`}
        value={draft.after[language]}
        onChange={(state) => onText('after', state)}
      />
      <PictureTexts
        language={language}
        cover={draft.cover}
        gallery={draft.gallery}
        coverRequired={draft.titles[language].trim() !== ''}
        onChange={onPictureText}
      />
      {missingTexts.length > 0 ? (
        <p className={formStyles.warning} role="status">
          Опишете основната снимка на {missingTexts.map((code) => code.toUpperCase()).join(', ')}:
          всеки език със заглавие има нужда от описание на снимката.
        </p>
      ) : null}
    </>
  );
}
