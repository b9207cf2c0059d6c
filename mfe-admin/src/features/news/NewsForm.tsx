import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isAbortError, type AdminNewsItem, type Language } from '@alu/common';
import { isUnauthorized, newsApi } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { RichTextEditor } from '../../shared/rich-text';
import { FormActions } from '../../shared/ui/FormActions';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { NewsPictures } from './NewsPictures';
import { DateField } from '../../shared/ui/DateField';
import { UploadProgress } from './UploadProgress';
import type { UploadProgress as Progress } from '../../shared/api/sendForm';
import { PictureTexts } from './PictureTexts';
import { altAlerts, missingCoverTexts, type DraftImage } from './newsImages';
import { useDraftAutosave } from '../../shared/ui/draftAutosave';
import { DraftOffer } from '../../shared/ui/DraftOffer';
import { useLeaveGuard } from '../../shared/ui/unsavedChanges';
import { useSave } from '../../shared/ui/useSave';
import { PublicationField } from '../../shared/publication/PublicationField';
import formStyles from '../../shared/ui/Form.module.css';
import {
  canSubmit,
  changesImages,
  DEFAULT_LANGUAGE,
  draftFromItem,
  emptyDraft,
  filterSlug,
  FORM_LANGUAGES,
  restorableDraft,
  lacksPublicTitle,
  remainingTitleCharacters,
  titleAlerts,
  toFormData,
  completeLanguages,
  writtenLanguages,
  type NewsDraft,
  type SlugStatus,
} from './newsDraft';
import styles from './NewsForm.module.css';

/** How long typing in the slug field pauses before the server is asked. */
export const SLUG_CHECK_DELAY_MS = 300;

export interface NewsFormProps {
  /** The item being edited; a new item otherwise. */
  readonly item?: AdminNewsItem;
  /** For a new item: the type preselected (the Media tab opens a media item). */
  readonly media?: boolean;
  /** After a successful save. */
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** Create and edit form of news and media items. */
export function NewsForm({ item, media = false, onSaved, onCancel }: NewsFormProps) {
  const { token, logout } = useSession();
  const editing = item !== undefined;
  const [draft, setDraft] = useState<NewsDraft>(() =>
    item ? draftFromItem(item) : emptyDraft(media),
  );
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [slug, setSlug] = useState<SlugStatus>(editing ? 'unchecked' : 'empty');
  const [alerts, setAlerts] = useState<string[]>([]);
  const autosave = useDraftAutosave(
    `news:${item?._id ?? (media ? 'new-media' : 'new-news')}`,
    draft,
  );
  const { saving, saveError, save } = useSave(() => {
    autosave.clear();
    onSaved();
  });
  const confirmLeave = useLeaveGuard(draft, { onDiscard: autosave.clear });
  const [progress, setProgress] = useState<Progress | null>(null);
  const upload = useRef<AbortController | null>(null);
  const ids = useId();

  const update = (change: Partial<NewsDraft>) => setDraft((current) => ({ ...current, ...change }));

  // Create mode: ask the server whether the slug is free once typing pauses.
  useEffect(() => {
    if (editing) return undefined;
    if (draft.url === '') {
      setSlug('empty');
      return undefined;
    }
    setSlug('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      newsApi.validateUrl(token, draft.url, controller.signal).then(
        (valid) => setSlug(valid ? 'free' : 'taken'),
        (error: unknown) => {
          if (isAbortError(error)) return;
          console.error('[admin] the address could not be checked', error);
          if (isUnauthorized(error)) logout();
          else setSlug('invalid');
        },
      );
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [draft.url, editing, token, logout]);

  const setPictureText = (key: string, textLanguage: Language, text: string) =>
    setDraft((current) => {
      const described = (image: DraftImage): DraftImage =>
        image.key === key ? { ...image, alt: { ...image.alt, [textLanguage]: text } } : image;
      return {
        ...current,
        cover: current.cover && described(current.cover),
        gallery: current.gallery.map(described),
      };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tooLong = [
      ...titleAlerts(draft),
      ...altAlerts([...(draft.cover ? [draft.cover] : []), ...draft.gallery]),
    ];
    setAlerts(tooLong);
    if (tooLong.length > 0 || !canSubmit(draft, editing, slug)) return;
    const form = toFormData(draft, editing);
    const controller = new AbortController();
    upload.current = controller;
    setProgress(null);
    const options = { signal: controller.signal, onProgress: setProgress };
    void save((sessionToken) => {
      if (!item) return newsApi.create(sessionToken, form, draft.url, options);
      if (changesImages(draft)) return newsApi.update(sessionToken, item.url, form, options);
      return newsApi.updateTexts(sessionToken, item.url, form, options);
    });
  };

  if (saving) {
    return <UploadProgress progress={progress} onCancel={() => upload.current?.abort()} />;
  }

  const slugMessage: Partial<Record<SlugStatus, string>> = {
    checking: 'Проверка на адреса…',
    free: 'Адресът е свободен.',
    taken: 'Адресът е зает или не е разрешен.',
    invalid: 'Адресът не може да бъде проверен.',
  };
  const remaining = remainingTitleCharacters(draft.titles[language]);
  // A title and the first text: what the list's completeness shows.
  const complete = completeLanguages(draft);
  const missingTexts = missingCoverTexts(draft.cover, writtenLanguages(draft));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <DraftOffer
        autosave={autosave}
        onRestore={(restored) => setDraft(restorableDraft(restored))}
      />
      <NewsPictures
        cover={draft.cover}
        gallery={draft.gallery}
        onCover={(cover) => update({ cover })}
        onGallery={(gallery) => update({ gallery })}
        onRemoveStored={(name) =>
          setDraft((current) => ({ ...current, removed: [...current.removed, name] }))
        }
        onAlerts={setAlerts}
      />

      {alerts.map((message) => (
        <p key={message} className={formStyles.alert} role="alert">
          {message}
        </p>
      ))}

      <div className={styles.row}>
        <fieldset className={formStyles.group}>
          <legend>Вид</legend>
          <label className={styles.radio}>
            <input
              type="radio"
              name="isMediaNews"
              value="false"
              checked={!draft.isMediaNews}
              onChange={() => update({ isMediaNews: false })}
            />
            Новина
          </label>
          <label className={styles.radio}>
            <input
              type="radio"
              name="isMediaNews"
              value="true"
              checked={draft.isMediaNews}
              onChange={() => update({ isMediaNews: true })}
            />
            Медиите за нас
          </label>
        </fieldset>
        <DateField
          name="date"
          label="Дата (ДД-ММ-ГГГГ)"
          calendarLabel="Календар за датата"
          value={draft.date}
          onChange={(date) => update({ date })}
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
              onChange={(event) => update({ url: filterSlug(event.target.value) })}
            />
          </span>
          <span id={`${ids}-slug`} className={formStyles.hint} aria-live="polite">
            {slugMessage[slug] ?? ''}
          </span>
        </div>
      </div>

      <PublicationField
        value={draft.publication}
        onChange={(publication) => update({ publication })}
      />

      <LanguageSwitch
        languages={FORM_LANGUAGES}
        current={language}
        onChange={setLanguage}
        isWritten={(option) => complete.has(option)}
      />

      <div className={formStyles.field}>
        <label htmlFor={`${ids}-title`}>Заглавие ({language.toUpperCase()})</label>
        <input
          id={`${ids}-title`}
          name={`title-${language}`}
          value={draft.titles[language]}
          aria-invalid={remaining < 0}
          aria-describedby={`${ids}-count`}
          onChange={(event) =>
            update({ titles: { ...draft.titles, [language]: event.target.value } })
          }
        />
        <span
          id={`${ids}-count`}
          className={remaining < 0 ? `${formStyles.hint} ${formStyles.invalid}` : formStyles.hint}
        >
          Оставащи символи: {remaining}
        </span>
      </div>

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
        onChange={(state) =>
          setDraft((current) => ({ ...current, before: { ...current.before, [language]: state } }))
        }
      />
      <p className={styles.marker}>Тук се показва галерията</p>
      <RichTextEditor
        key={`after-${language}`}
        label={`Текст след галерията (${language.toUpperCase()})`}
        value={draft.after[language]}
        onChange={(state) =>
          setDraft((current) => ({ ...current, after: { ...current.after, [language]: state } }))
        }
      />

      <PictureTexts
        language={language}
        cover={draft.cover}
        gallery={draft.gallery}
        coverRequired={draft.titles[language].trim() !== ''}
        onChange={setPictureText}
      />

      {missingTexts.length > 0 ? (
        <p className={formStyles.warning} role="status">
          Опишете основната снимка на {missingTexts.map((code) => code.toUpperCase()).join(', ')}:
          всеки език със заглавие има нужда от описание на снимката.
        </p>
      ) : null}

      <FormActions
        editing={editing}
        canSubmit={canSubmit(draft, editing, slug)}
        saveError={saveError}
        onCancel={() => {
          if (confirmLeave()) onCancel();
        }}
      />
    </form>
  );
}
