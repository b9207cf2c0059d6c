import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INQUIRY_INVALID_FLAG_MS,
  INQUIRY_SENT_RESET_MS,
  type InquiryCategory,
  type InquiryField,
  type InquiryKind,
  type InquiryRequest,
} from '../../contracts';
import { invalidInquiryFields } from '../../contracts/schemas/inquiryForm';
import { deliverInquiry, InquiryNotStoredError, type InquiryDelivery } from './deliverInquiry';

/** editing → (valid submit) sending → sent (3 s) → editing; or sending → failed (editable). */
export type InquiryFormStatus = 'editing' | 'sending' | 'sent' | 'failed';

export type InquiryFormValues = Readonly<Record<InquiryField, string>>;

export interface InquiryFormOptions {
  readonly kind: InquiryKind;
  /** Product form: the product's name, the products field's initial value. */
  readonly product?: string;
  /** Path of the page the form is on. */
  readonly sourcePage: string;
  /** Replaceable in tests; the real delivery (API, then EmailJS) by default. */
  readonly deliver?: (request: InquiryRequest) => Promise<InquiryDelivery>;
}

export interface InquiryFormState {
  readonly values: InquiryFormValues;
  readonly setValue: (field: InquiryField, value: string) => void;
  /** Fields flagged invalid; each flag set by a submit clears 2 s later. */
  readonly flagged: ReadonlySet<InquiryField>;
  readonly status: InquiryFormStatus;
  /** Italian text of the last failure, while `status` is 'failed'. */
  /** The failure's message (Italian wording, translated by the form) and its values. */
  readonly errorMessage: string;
  readonly errorValues?: Readonly<Record<string, number>>;
  /** Validates; sends only when every field is valid. Answers the invalid fields. */
  readonly submit: () => InquiryField[];
}

const emptyValues = (product = ''): InquiryFormValues => ({
  products: product,
  category: '',
  name: '',
  phone: '',
  email: '',
  message: '',
});

/** A message and its values: the Italian text is the key the form translates. */
export interface NotStoredMessage {
  readonly text: string;
  readonly values?: Readonly<Record<string, number>>;
}

/** The message a visitor sees when the inquiry was not stored (its Italian wording). */
export function notStoredMessage(error: unknown): NotStoredMessage {
  if (error instanceof InquiryNotStoredError && error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return minutes === 1
      ? { text: 'Hai inviato troppe richieste in poco tempo. Riprova tra un minuto.' }
      : {
          text: 'Hai inviato troppe richieste in poco tempo. Riprova tra {{minutes}} minuti.',
          values: { minutes },
        };
  }
  if (error instanceof InquiryNotStoredError && error.status === 400 && error.field) {
    return { text: 'La richiesta non è stata inviata: controlla il campo evidenziato e riprova.' };
  }
  return {
    text: 'La richiesta non è stata inviata per un problema di collegamento. Il testo che hai scritto è ancora qui: riprova tra qualche istante.',
  };
}

/** The request the API receives: the fields of the form's kind, trimmed. */
function toRequest(
  kind: InquiryKind,
  values: InquiryFormValues,
  sourcePage: string,
): InquiryRequest {
  const common = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    sourcePage,
  };
  return kind === 'product'
    ? { kind, ...common, products: values.products.trim() }
    : // Validation passed, so the category is one of INQUIRY_CATEGORIES.
      { kind, ...common, category: values.category.trim() as InquiryCategory };
}

/**
 * The state machine of both inquiry forms: an invalid submit flags the
 * failing fields (flags set earlier stay until the timer clears them all, 2 s after the last
 * invalid submit) and sends nothing; a valid one sends, then shows the confirmation for 3 s
 * with the fields cleared. A failure keeps every typed character.
 */
export function useInquiryForm({
  kind,
  product,
  sourcePage,
  deliver = deliverInquiry,
}: InquiryFormOptions): InquiryFormState {
  const [values, setValues] = useState<InquiryFormValues>(() => emptyValues(product));
  const [flagged, setFlagged] = useState<ReadonlySet<InquiryField>>(() => new Set());
  const [status, setStatus] = useState<InquiryFormStatus>('editing');
  const [error, setError] = useState<NotStoredMessage>({ text: '' });
  const flagTimer = useRef<number | undefined>(undefined);
  const sentTimer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  const sending = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(flagTimer.current);
      window.clearTimeout(sentTimer.current);
    };
  }, []);

  const flag = useCallback((fields: readonly InquiryField[]) => {
    setFlagged((previous) => new Set([...previous, ...fields]));
    window.clearTimeout(flagTimer.current);
    flagTimer.current = window.setTimeout(() => setFlagged(new Set()), INQUIRY_INVALID_FLAG_MS);
  }, []);

  const setValue = useCallback((field: InquiryField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const send = useCallback(
    async (request: InquiryRequest) => {
      sending.current = true;
      setStatus('sending');
      setError({ text: '' });
      window.clearTimeout(sentTimer.current);
      try {
        await deliver(request);
        if (!mounted.current) return;
        setValues(emptyValues(product));
        setStatus('sent');
        sentTimer.current = window.setTimeout(() => setStatus('editing'), INQUIRY_SENT_RESET_MS);
      } catch (failure) {
        if (!mounted.current) return;
        if (failure instanceof InquiryNotStoredError && failure.status === 400 && failure.field) {
          flag([failure.field]);
        }
        setError(notStoredMessage(failure));
        setStatus('failed');
      } finally {
        sending.current = false;
      }
    },
    [deliver, flag, product],
  );

  const submit = useCallback((): InquiryField[] => {
    if (sending.current) return [];
    const invalid = invalidInquiryFields(kind, values);
    if (invalid.length > 0) {
      flag(invalid);
      return invalid;
    }
    void send(toRequest(kind, values, sourcePage));
    return [];
  }, [flag, kind, send, sourcePage, values]);

  return {
    values,
    setValue,
    flagged,
    status,
    errorMessage: error.text,
    ...(error.values && { errorValues: error.values }),
    submit,
  };
}
