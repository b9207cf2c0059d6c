// The create and edit form of a calendar event: its day, kind, titles per language, the
// document it links to and its publication. Each input is named as the API names its field, so
// a refusal moves the focus to the field at fault.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  INVESTOR_EVENT_KINDS,
  type AdminInvestorEvent,
  type InvestorEventKind,
} from '@alu/common/contracts';
import { formatDate } from '@alu/common/locale-format';
import { PublicationField } from '../../shared/publication/PublicationField';
import { useSession } from '../../shared/session/AdminSession';
import { DateField } from '../../shared/ui/DateField';
import { FormActions } from '../../shared/ui/FormActions';
import formStyles from '../../shared/ui/Form.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { TitleFields } from '../../shared/ui/TitleFields';
import { useLeaveGuard } from '../../shared/ui/unsavedChanges';
import { useSave } from '../../shared/ui/useSave';
import {
  checkEventDraft,
  draftFromEvent,
  emptyEventDraft,
  EVENT_FIELD_MESSAGES,
  toEventInput,
  type EventDraft,
} from './eventDraft';
import { describeEventError, eventFieldOfError } from './eventErrors';
import { EVENT_KIND_LABELS, eventTitle } from './eventLabels';
import { investorEventsApi, type DocumentChoice } from './investorEventsApi';

export interface EventFormProps {
  /** The event being edited; a new one otherwise. */
  readonly event?: AdminInvestorEvent;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** The documents an event may link to, loaded with the form. */
function useDocumentChoices(): DocumentChoice[] | 'loading' | 'error' {
  const { token } = useSession();
  const [documents, setDocuments] = useState<DocumentChoice[] | 'loading' | 'error'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    investorEventsApi.documents(token, controller.signal).then(setDocuments, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('[admin] the documents to link could not be loaded', error);
      setDocuments('error');
    });
    return () => controller.abort();
  }, [token]);
  return documents;
}

/** A field's problem under it, read with the input. */
function Problem({ id, problem }: { readonly id: string; readonly problem: string | undefined }) {
  return problem ? (
    <span id={id} className={`${formStyles.hint} ${formStyles.invalid}`}>
      {problem}
    </span>
  ) : null;
}

function DocumentChoice({
  value,
  problem,
  onChange,
}: {
  readonly value: string;
  readonly problem: string | undefined;
  readonly onChange: (documentId: string) => void;
}) {
  const id = useId();
  const documents = useDocumentChoices();
  const listed = Array.isArray(documents) ? documents : [];
  const chosen = listed.find((document) => document._id === value);
  const note =
    documents === 'loading'
      ? 'Зареждане на документите…'
      : documents === 'error'
        ? 'Документите не можаха да бъдат заредени.'
        : chosen && chosen.publication.state !== 'published'
          ? 'Документът не е публикуван: посетителите ще видят събитието без връзка към него.'
          : 'Посетителите отварят документа от датата на събитието.';
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>Свързан документ</label>
      <select
        id={id}
        name="documentId"
        value={value}
        disabled={documents === 'loading'}
        aria-invalid={problem !== undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Без документ</option>
        {value !== '' && !chosen ? <option value={value}>(документ {value})</option> : null}
        {listed.map((document) => (
          <option key={document._id} value={document._id}>
            {formatDate(document.date, 'bg')} · {eventTitle(document)}
          </option>
        ))}
      </select>
      <Problem id={`${id}-problem`} problem={problem} />
      <span id={`${id}-note`} className={formStyles.hint}>
        {note}
      </span>
    </div>
  );
}

function KindSelect({
  value,
  problem,
  onChange,
}: {
  readonly value: EventDraft['kind'];
  readonly problem: string | undefined;
  readonly onChange: (kind: EventDraft['kind']) => void;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>Вид</label>
      <select
        id={id}
        name="kind"
        value={value}
        aria-invalid={problem !== undefined}
        onChange={(event) => onChange(event.target.value as InvestorEventKind | '')}
      >
        <option value="">Изберете…</option>
        {INVESTOR_EVENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {EVENT_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
      <Problem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** Create and edit form of a calendar event. */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const [draft, setDraft] = useState<EventDraft>(() =>
    event ? draftFromEvent(event) : emptyEventDraft(),
  );
  const [sent, setSent] = useState<EventDraft | null>(null);
  const { saving, saveError, failure, save } = useSave(onSaved, describeEventError);
  const confirmLeave = useLeaveGuard(draft);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const check = checkEventDraft(draft);
  const problems = new Map(check.invalid);
  // A refusal marks its field while the draft is the one sent.
  const refused = failure !== null && draft === sent ? eventFieldOfError(failure) : undefined;
  if (refused) problems.set(refused, EVENT_FIELD_MESSAGES[refused] ?? '');

  useEffect(() => {
    if (!saveError) return;
    const field = eventFieldOfError(failure);
    const input = field ? form.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    (input ?? alert.current)?.focus();
  }, [saveError, failure]);

  const update = (change: Partial<EventDraft>) => setDraft((now) => ({ ...now, ...change }));
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const input = toEventInput(draft);
    if (!check.ready || !input) return;
    setSent(draft);
    void save((token) =>
      event
        ? investorEventsApi.update(token, event._id, input)
        : investorEventsApi.create(token, input),
    );
  };

  if (saving) return <StatusMessage tone="busy" message="Запазване…" />;
  return (
    <form ref={form} className={formStyles.form} onSubmit={submit} noValidate>
      <DateField
        label="Дата на събитието (ДД-ММ-ГГГГ)"
        calendarLabel="Календар за датата на събитието"
        name="date"
        value={draft.date}
        problem={problems.get('date')}
        onChange={(date) => update({ date })}
      />
      <KindSelect
        value={draft.kind}
        problem={problems.get('kind')}
        onChange={(kind) => update({ kind })}
      />
      <TitleFields
        titles={draft.titles}
        problems={problems}
        onChange={(titles) => update({ titles })}
      />
      <DocumentChoice
        value={draft.documentId}
        problem={problems.get('documentId')}
        onChange={(documentId) => update({ documentId })}
      />
      <PublicationField
        value={draft.publication}
        onChange={(publication) => update({ publication })}
      />
      <p className={formStyles.hint} aria-live="polite">
        {check.missing.length > 0
          ? `За да ${event ? 'запазите' : 'създадете'} събитието, попълнете: ${check.missing.join(', ')}.`
          : ''}
      </p>
      {saveError ? (
        <p ref={alert} className={formStyles.alert} role="alert" tabIndex={-1}>
          {saveError}
        </p>
      ) : null}
      <FormActions
        editing={event !== undefined}
        canSubmit={check.ready}
        saveError={null}
        onCancel={() => {
          if (confirmLeave()) onCancel();
        }}
      />
    </form>
  );
}
