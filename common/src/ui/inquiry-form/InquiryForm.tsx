import { useId, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../button/Button';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
  inquiryFieldsOf,
  type InquiryField,
  type InquiryKind,
  type InquiryRequest,
} from '../../contracts';
import { CheckCircleIcon } from '../icons/icons';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { CategorySelect } from './CategorySelect';
import type { InquiryDelivery } from './deliverInquiry';
import { useInquiryForm } from './useInquiryForm';
import styles from './InquiryForm.module.css';
import { useTexts } from '../../federation/i18n/useTexts';
import { uiTexts } from '../../ui/i18n/uiTexts';

export interface InquiryFormProps {
  /** 'product': the product page's inquiry; 'contact': the contacts page's "Contattaci" (Contact us). */
  readonly kind: InquiryKind;
  /** Product form: the product's name, pre-filled in the products field. */
  readonly product?: string;
  /** Path the inquiry is sent from; the current page's by default. */
  readonly sourcePage?: string;
  /** Replaceable in tests; the real delivery (API, then EmailJS) by default. */
  readonly deliver?: (request: InquiryRequest) => Promise<InquiryDelivery>;
}

/** Placeholder of the contact form's category dropdown. */
export const CATEGORY_PLACEHOLDER = 'Select Support Category*';

export const INQUIRY_SENT_TEXT =
  'Grazie! Abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.';

const LABELS: Record<InquiryField, string> = {
  products: 'Prodotto',
  category: 'Categoria',
  name: 'Nome e cognome',
  phone: 'Telefono',
  email: 'E-mail',
  message: 'Messaggio',
};

type TextField = Exclude<InquiryField, 'category'>;

const INPUTS: Record<Exclude<TextField, 'message'>, { type: string; autoComplete: string }> = {
  products: { type: 'text', autoComplete: 'off' },
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

interface ControlProps {
  readonly field: InquiryField;
  readonly baseId: string;
  readonly form: ReturnType<typeof useInquiryForm>;
}

const fieldIdOf = (baseId: string, field: InquiryField) => `${baseId}-${field}`;
const labelIdOf = (baseId: string, field: InquiryField) => `${baseId}-${field}-label`;
const counterIdOf = (baseId: string) => `${baseId}-message-counter`;

/** A field's control: the category dropdown, the message's text area, or an input. */
function InquiryControl({ field, baseId, form }: ControlProps) {
  const tx = useTexts(uiTexts);
  const { values, flagged } = form;
  const controlClass = [styles.input, flagged.has(field) ? styles.invalid : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id: fieldIdOf(baseId, field),
    className: controlClass,
    'aria-invalid': flagged.has(field),
    'aria-required': true,
    value: values[field],
  } as const;
  if (field === 'category') {
    return (
      <CategorySelect
        id={fieldIdOf(baseId, field)}
        labelId={labelIdOf(baseId, field)}
        options={INQUIRY_CATEGORIES}
        value={values.category}
        onChange={(value) => form.setValue('category', value)}
        placeholder={tx(CATEGORY_PLACEHOLDER)}
        invalid={flagged.has('category')}
        controlClassName={controlClass}
      />
    );
  }
  if (field === 'message') {
    return (
      <textarea
        {...common}
        className={`${common.className} ${styles.textarea}`}
        rows={4}
        aria-describedby={counterIdOf(baseId)}
        onChange={(event) => form.setValue('message', event.target.value)}
      />
    );
  }
  return (
    <input
      {...common}
      {...INPUTS[field]}
      onChange={(event) => form.setValue(field, event.target.value)}
    />
  );
}

/** A field: its label (with the required star), its control and, for the message, its count. */
function InquiryFieldRow({ field, baseId, form }: ControlProps) {
  const tx = useTexts(uiTexts);
  const labelId = labelIdOf(baseId, field);
  return (
    <div className={styles.field}>
      {field === 'category' ? (
        // The combobox is named by aria-labelledby (a <label> can only name form controls).
        <span id={labelId} className={styles.label}>
          {tx(LABELS[field])}
          <span aria-hidden="true">*</span>
        </span>
      ) : (
        <label id={labelId} htmlFor={fieldIdOf(baseId, field)} className={styles.label}>
          {tx(LABELS[field])}
          <span aria-hidden="true">*</span>
        </label>
      )}
      <InquiryControl field={field} baseId={baseId} form={form} />
      {field === 'message' ? (
        <span id={counterIdOf(baseId)} className={styles.counter}>
          {tx('{{count}}/{{max}} caratteri', {
            count: form.values.message.trim().length,
            max: INQUIRY_LIMITS.message.max,
          })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The inquiry form of the product pages and of the contacts page: one component, the kind
 * picks the first field (the pre-filled product, or the category dropdown). Every field is
 * required; an invalid submit flags the failing fields (`aria-invalid` and a red border, no
 * message text: the design shows none), moves the focus to the first and tells screen readers
 * which they are; the flags clear after 2 s. A valid submit shows the progress, then the confirmation
 * for 3 s with the fields cleared; a failure shows an Italian error and keeps the text.
 */
export function InquiryForm({ kind, product, sourcePage, deliver }: InquiryFormProps) {
  const { pathname } = useLocation();
  const form = useInquiryForm({
    kind,
    product,
    sourcePage: sourcePage ?? pathname,
    ...(deliver ? { deliver } : {}),
  });
  const baseId = useId();
  const fields = inquiryFieldsOf(kind);
  const { flagged, status } = form;
  const sending = status === 'sending';
  const tx = useTexts(uiTexts);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = form.submit();
    const first = invalid[0];
    if (first) document.getElementById(fieldIdOf(baseId, first))?.focus();
  };

  const flaggedLabels = fields
    .filter((field) => flagged.has(field))
    .map((field) => tx(LABELS[field]));
  const announcement =
    status === 'sent'
      ? tx(INQUIRY_SENT_TEXT)
      : flaggedLabels.length > 0
        ? tx('Controlla i campi: {{fields}}.', { fields: flaggedLabels.join(', ') })
        : '';

  return (
    <form className={styles.form} noValidate aria-busy={sending} onSubmit={onSubmit}>
      {fields.map((field) => (
        <InquiryFieldRow key={field} field={field} baseId={baseId} form={form} />
      ))}
      <p className={styles.note}>
        {tx('* Campi obbligatori. I dati servono solo a rispondere alla richiesta (')}
        <Link to="/personal-data">{tx('informativa sui dati personali')}</Link>).
      </p>
      {status === 'failed' ? (
        <p className={styles.error} role="alert">
          {tx(form.errorMessage, form.errorValues)}
        </p>
      ) : null}
      {status === 'sent' ? (
        <p className={styles.sent} aria-hidden="true" data-testid="inquiry-sent">
          <CheckCircleIcon />
          {tx(INQUIRY_SENT_TEXT)}
        </p>
      ) : null}
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
      <Button type="submit" className={styles.submit} disabled={sending}>
        {sending ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {tx('Invio in corso…')}
          </>
        ) : (
          tx('Invia richiesta')
        )}
      </Button>
    </form>
  );
}
