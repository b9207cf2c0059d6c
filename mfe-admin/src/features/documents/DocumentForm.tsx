import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminDocument } from '@alu/common/contracts';
import type { UploadProgress as Progress } from '../../shared/api/sendForm';
import { PublicationField } from '../../shared/publication/PublicationField';
import { useDraftAutosave } from '../../shared/ui/draftAutosave';
import { DraftOffer } from '../../shared/ui/DraftOffer';
import { FormActions } from '../../shared/ui/FormActions';
import formStyles from '../../shared/ui/Form.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useLeaveGuard } from '../../shared/ui/unsavedChanges';
import { UploadProgress } from '../../shared/ui/UploadProgress';
import { useSave } from '../../shared/ui/useSave';
import {
  checkDraft,
  draftFromDocument,
  emptyDocumentDraft,
  restorableDraft,
  toCreateData,
  toDocumentInput,
  type DocumentDraft,
} from './documentDraft';
import {
  describeDocumentError,
  FIELD_MESSAGES,
  fieldOfError,
  isFileRefusal,
} from './documentErrors';
import { TitleFields } from '../../shared/ui/TitleFields';
import { FileField, KindFields, SlugField } from './DocumentFields';
import { DocumentFiles } from './DocumentFiles';
import { DocumentThumbnail } from './DocumentThumbnail';
import { documentsApi } from './documentsApi';

export interface DocumentFormProps {
  /** The document being edited; a new one otherwise. */
  readonly document?: AdminDocument;
  /** After a successful save. */
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * Sending the draft: a new document goes with its file (the upload's progress shown, and a way
 * to stop it); an edited one sends its fields as JSON.
 */
function useDocumentSave(document: AdminDocument | undefined, onSaved: () => void) {
  const write = document ? 'update' : 'create';
  const { saving, saveError, failure, save } = useSave(onSaved, (error) =>
    describeDocumentError(error, write),
  );
  const [progress, setProgress] = useState<Progress | null>(null);
  // The draft last sent: a refusal marks its fields only while they are unchanged.
  const [sent, setSent] = useState<DocumentDraft | null>(null);
  const upload = useRef<AbortController | null>(null);
  const send = (draft: DocumentDraft) => {
    const controller = new AbortController();
    upload.current = controller;
    setProgress(null);
    setSent(draft);
    const options = { signal: controller.signal, onProgress: setProgress };
    void save(async (token) => {
      // The button is enabled only for a draft the schemas take: anything else is a bug.
      if (!document) {
        const data = toCreateData(draft);
        if (!data || !draft.file) throw new Error('the document form sent an incomplete draft');
        await documentsApi.create(token, data, draft.file, options);
        return;
      }
      const input = toDocumentInput(draft);
      if (!input) throw new Error('the document form sent an incomplete draft');
      await documentsApi.update(token, document._id, input);
    });
  };
  return {
    creating: !document,
    saving,
    saveError,
    failure,
    sent,
    progress,
    send,
    cancel: () => upload.current?.abort(),
  };
}

/** What is wrong with each field: the form's own checks, then what the server refused. */
function problemsOf(
  draft: DocumentDraft,
  upload: ReturnType<typeof useDocumentSave>,
  fileProblem: string | undefined,
) {
  const check = checkDraft(draft, upload.creating);
  const problems = new Map(check.invalid);
  const refusedNow = upload.failure !== null && upload.sent !== null;
  const field = refusedNow && draft === upload.sent ? fieldOfError(upload.failure) : undefined;
  if (field) problems.set(field, FIELD_MESSAGES[field] ?? '');
  // A file the server refused stays refused until another is chosen.
  const fileRefused =
    refusedNow &&
    draft.file !== null &&
    draft.file === upload.sent?.file &&
    isFileRefusal(upload.failure);
  if (fileRefused && upload.saveError) problems.set('file', upload.saveError);
  if (fileProblem) problems.set('file', fileProblem);
  return {
    problems,
    missing: check.missing,
    ready: check.ready && !fileRefused && fileProblem === undefined,
    // A refused file is said at the file field; any other refusal above the buttons.
    generalError: fileRefused ? null : upload.saveError,
  };
}

/** Create and edit form of a document, with its file's history when editing. */
export function DocumentForm({ document, onSaved, onCancel }: DocumentFormProps) {
  const [current, setCurrent] = useState(document);
  const [draft, setDraft] = useState<DocumentDraft>(() =>
    document ? draftFromDocument(document) : emptyDocumentDraft(),
  );
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const autosave = useDraftAutosave(`document:${document?._id ?? 'new'}`, draft);
  const upload = useDocumentSave(document, () => {
    autosave.clear();
    onSaved();
  });
  const confirmLeave = useLeaveGuard(draft, { onDiscard: autosave.clear });
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // After a refusal or a cancelled upload the form is back (the button pressed was gone): the
  // focus goes to the field at fault, or to the reason.
  const { saveError, failure } = upload;
  useEffect(() => {
    if (!saveError) return;
    const field = isFileRefusal(failure) ? 'file' : fieldOfError(failure);
    const input = field ? form.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (input ?? alert.current)?.focus();
  }, [saveError, failure]);

  const update = (change: Partial<DocumentDraft>) => setDraft((now) => ({ ...now, ...change }));
  const { problems, missing, ready, generalError } = problemsOf(draft, upload, fileProblem);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) upload.send(draft);
  };

  if (upload.saving && upload.creating) {
    return (
      <UploadProgress
        progress={upload.progress}
        sentMessage="Файлът е изпратен; сървърът го проверява и записва…"
        onCancel={upload.cancel}
      />
    );
  }
  if (upload.saving) return <StatusMessage tone="busy" message="Запазване…" />;

  return (
    <>
      <form ref={form} className={formStyles.form} onSubmit={submit} noValidate>
        <DraftOffer
          autosave={autosave}
          onRestore={(restored) => setDraft(restorableDraft(restored))}
        />
        {upload.creating ? (
          <FileField
            label="PDF файл, задължително"
            file={draft.file}
            problem={problems.get('file')}
            onFile={(file, problem) => {
              update({ file });
              setFileProblem(problem);
            }}
          />
        ) : null}
        <SlugField draft={draft} problems={problems} editing={!upload.creating} onChange={update} />
        <KindFields draft={draft} problems={problems} onChange={update} />
        <TitleFields
          titles={draft.titles}
          problems={problems}
          onChange={(titles) => update({ titles })}
        />
        <PublicationField
          value={draft.publication}
          onChange={(publication) => update({ publication })}
        />
        <p className={formStyles.hint} aria-live="polite">
          {missing.length > 0
            ? `За да ${upload.creating ? 'създадете' : 'запазите'} документа, попълнете: ${missing.join(', ')}.`
            : ''}
        </p>
        {generalError ? (
          <p ref={alert} className={formStyles.alert} role="alert" tabIndex={-1}>
            {generalError}
          </p>
        ) : null}
        <FormActions
          editing={!upload.creating}
          canSubmit={ready}
          saveError={null}
          onCancel={() => {
            if (confirmLeave()) onCancel();
          }}
        />
      </form>
      {current ? <DocumentThumbnail document={current} onChanged={setCurrent} /> : null}
      {current ? <DocumentFiles document={current} onReplaced={setCurrent} /> : null}
    </>
  );
}
