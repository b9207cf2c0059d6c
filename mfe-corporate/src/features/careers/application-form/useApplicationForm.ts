import { useCallback, useMemo, useRef, useState } from 'react';
import type {
  ApplicationField,
  ApplicationProblem,
  ApplicationValues,
  SiteLocale,
} from '@alu/common';
import { invalidApplicationFields } from '@alu/common/contracts/schemas/applicationForm';
import {
  ApplicationNotStoredError,
  submitApplication,
  type ApplicationSubmission,
} from './submitApplication';

type TextField = 'vacancyId' | 'name' | 'email' | 'phone' | 'coverLetter';

/** What the form holds: the contract's values, with the chosen file itself. */
export type ApplicationFormValues = Omit<ApplicationValues, 'cv'> & { readonly cv: File | null };

/** editing → sending → sent; or sending → editing with the problems shown and every value kept. */
export type ApplicationFormStatus = 'editing' | 'sending' | 'sent';

export type FieldProblems = Readonly<Partial<Record<ApplicationField, ApplicationProblem>>>;

export interface ApplicationFormState {
  readonly values: ApplicationFormValues;
  readonly setText: (field: TextField, value: string) => void;
  readonly setConsent: (consent: boolean) => void;
  readonly setCv: (cv: File | null) => void;
  readonly problems: FieldProblems;
  /** A failure of the whole form (not one field's), until the next submit. */
  readonly failure: 'too-many' | 'failed' | null;
  readonly status: ApplicationFormStatus;
  /** What was sent, once it was (for the confirmation). */
  readonly sent: ApplicationFormValues | null;
  /** Validates; sends only when every field passes. Answers the fields at fault, in order. */
  readonly submit: () => ApplicationField[];
}

const asRuleValues = (values: ApplicationFormValues): ApplicationValues => ({
  ...values,
  cv: values.cv ? { name: values.cv.name, size: values.cv.size, type: values.cv.type } : null,
});

/**
 * The application form's state. Problems show once the visitor has tried to send; from then
 * on a field's message follows what is typed (it clears as soon as the field is right). A
 * refusal by the server lands on its field; nothing typed is ever cleared but by a success.
 */
export function useApplicationForm({
  vacancyId,
  locale,
  send = submitApplication,
}: {
  readonly vacancyId: string;
  readonly locale: SiteLocale;
  readonly send?: (submission: ApplicationSubmission) => Promise<void>;
}): ApplicationFormState {
  const [values, setValues] = useState<ApplicationFormValues>({
    vacancyId,
    name: '',
    email: '',
    phone: '',
    coverLetter: '',
    consent: false,
    cv: null,
  });
  // Problems show once the visitor has tried to send; they are worked out from the values.
  const [checking, setChecking] = useState(false);
  // What the server refused (a file that is no PDF, a vacancy just closed), until changed.
  const [refused, setRefused] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<ApplicationFormState['failure']>(null);
  const [status, setStatus] = useState<ApplicationFormStatus>('editing');
  const [sent, setSent] = useState<ApplicationFormValues | null>(null);
  const sending = useRef(false);

  const problems = useMemo<FieldProblems>(() => {
    if (!checking) return {};
    const found = invalidApplicationFields(asRuleValues(values));
    return {
      ...refused,
      ...Object.fromEntries(found.map(({ field, problem }) => [field, problem])),
    };
  }, [checking, refused, values]);

  const update = useCallback((field: ApplicationField, next: Partial<ApplicationFormValues>) => {
    setValues((previous) => ({ ...previous, ...next }));
    setRefused((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _changed, ...rest } = previous;
      return rest;
    });
  }, []);

  const submit = useCallback((): ApplicationField[] => {
    if (sending.current) return [];
    setChecking(true);
    setFailure(null);
    setRefused({});
    const invalid = invalidApplicationFields(asRuleValues(values)).map(({ field }) => field);
    const { cv } = values;
    if (invalid.length > 0 || !cv) return invalid;
    sending.current = true;
    setStatus('sending');
    send({
      vacancyId: values.vacancyId,
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      coverLetter: values.coverLetter.trim(),
      cv,
      locale,
    })
      .then(
        () => {
          setSent(values);
          setStatus('sent');
        },
        (error: unknown) => {
          const refusal =
            error instanceof ApplicationNotStoredError
              ? error.refusal
              : { kind: 'failed' as const };
          if (refusal.kind === 'field') setRefused({ [refusal.field]: refusal.problem });
          else setFailure(refusal.kind);
          setStatus('editing');
        },
      )
      .finally(() => {
        sending.current = false;
      });
    return [];
  }, [locale, send, values]);

  return {
    values,
    setText: useCallback((field, value) => update(field, { [field]: value }), [update]),
    setConsent: useCallback((consent) => update('consent', { consent }), [update]),
    setCv: useCallback((cv) => update('cv', { cv }), [update]),
    problems,
    failure,
    status,
    sent,
    submit,
  };
}
