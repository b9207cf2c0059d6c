import { useRef, useState, type FormEvent } from 'react';
import type { AdminNewsItem, Language } from '@alu/common';
import { newsApi } from '../../shared/api/adminApi';
import type { UploadProgress as Progress } from '../../shared/api/sendForm';
import { PublicationField } from '../../shared/publication/PublicationField';
import { useDraftAutosave } from '../../shared/ui/draftAutosave';
import { DraftOffer } from '../../shared/ui/DraftOffer';
import { FormActions } from '../../shared/ui/FormActions';
import formStyles from '../../shared/ui/Form.module.css';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { useLeaveGuard } from '../../shared/ui/unsavedChanges';
import { UploadProgress } from '../../shared/ui/UploadProgress';
import { useSave } from '../../shared/ui/useSave';
import { NewsBasics, NewsLanguageFields } from './NewsFormFields';
import { NewsPictures } from './NewsPictures';
import type { DraftImage } from './newsImages';
import {
  altAlerts,
  canSubmit,
  changesImages,
  completeLanguages,
  DEFAULT_LANGUAGE,
  draftFromItem,
  emptyDraft,
  FORM_LANGUAGES,
  restorableDraft,
  titleAlerts,
  toFormData,
  type NewsDraft,
} from './newsDraft';
import { useSlugCheck } from './useSlugCheck';

export interface NewsFormProps {
  /** The item being edited; a new item otherwise. */
  readonly item?: AdminNewsItem;
  /** For a new item: the type preselected (the Media tab opens a media item). */
  readonly media?: boolean;
  /** After a successful save. */
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** The draft with one picture's description in one language changed. */
function withPictureText(
  draft: NewsDraft,
  key: string,
  language: Language,
  text: string,
): NewsDraft {
  const described = (image: DraftImage): DraftImage =>
    image.key === key ? { ...image, alt: { ...image.alt, [language]: text } } : image;
  return {
    ...draft,
    cover: draft.cover && described(draft.cover),
    gallery: draft.gallery.map(described),
  };
}

/**
 * Sending an item with its pictures: the upload's progress while it runs, and a way to stop
 * it. A new item is created; an edited one sends its pictures only when they changed.
 */
function useNewsUpload(item: AdminNewsItem | undefined, onSaved: () => void) {
  const { saving, saveError, save } = useSave(onSaved);
  const [progress, setProgress] = useState<Progress | null>(null);
  const upload = useRef<AbortController | null>(null);
  const send = (draft: NewsDraft) => {
    const form = toFormData(draft, item !== undefined);
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
  return { saving, saveError, progress, send, cancel: () => upload.current?.abort() };
}

/** Create and edit form of news and media items. */
export function NewsForm({ item, media = false, onSaved, onCancel }: NewsFormProps) {
  const editing = item !== undefined;
  const [draft, setDraft] = useState<NewsDraft>(() =>
    item ? draftFromItem(item) : emptyDraft(media),
  );
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const slug = useSlugCheck(draft.url, editing);
  const [alerts, setAlerts] = useState<string[]>([]);
  const autosave = useDraftAutosave(
    `news:${item?._id ?? (media ? 'new-media' : 'new-news')}`,
    draft,
  );
  const upload = useNewsUpload(item, () => {
    autosave.clear();
    onSaved();
  });
  const confirmLeave = useLeaveGuard(draft, { onDiscard: autosave.clear });

  const update = (change: Partial<NewsDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tooLong = [...titleAlerts(draft), ...altAlerts(draft)];
    setAlerts(tooLong);
    if (tooLong.length > 0 || !canSubmit(draft, editing, slug)) return;
    upload.send(draft);
  };

  if (upload.saving) {
    return (
      <UploadProgress
        progress={upload.progress}
        sentMessage="Снимките са изпратени; сървърът ги записва…"
        onCancel={upload.cancel}
      />
    );
  }

  // A title and the first text: what the list's completeness shows.
  const complete = completeLanguages(draft);

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

      <NewsBasics draft={draft} editing={editing} slug={slug} onChange={update} />

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

      <NewsLanguageFields
        draft={draft}
        language={language}
        onTitle={(title) => update({ titles: { ...draft.titles, [language]: title } })}
        onText={(part, state) =>
          setDraft((current) => ({ ...current, [part]: { ...current[part], [language]: state } }))
        }
        onPictureText={(key, textLanguage, text) =>
          setDraft((current) => withPictureText(current, key, textLanguage, text))
        }
      />

      <FormActions
        editing={editing}
        canSubmit={canSubmit(draft, editing, slug)}
        saveError={upload.saveError}
        onCancel={() => {
          if (confirmLeave()) onCancel();
        }}
      />
    </form>
  );
}
