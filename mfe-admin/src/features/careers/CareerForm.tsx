import { useState, type FormEvent } from 'react';
import {
  FORM_DATE_LENGTH,
  filterFormDateInput,
  parseFormDate,
  toFormDate,
} from '@alu/common/dates/formDate';
import { type Career } from '@alu/common';
import type { EditorState } from 'draft-js';
import { careersApi, type CareerInput } from '../../shared/api/adminApi';
import { RichTextEditor } from '../../shared/rich-text/RichTextEditor';
import { editorStateToHtml, htmlToEditorState } from '../../shared/rich-text/richTextHtml';
import { FormActions } from '../../shared/ui/FormActions';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useSave } from '../../shared/ui/useSave';
import formStyles from '../../shared/ui/Form.module.css';

const RICH_FIELDS = [
  { name: 'responsibilities', label: 'Отговорности' },
  { name: 'requirements', label: 'Изисквания' },
  { name: 'additional', label: 'Допълнителна информация' },
] as const;
type RichField = (typeof RICH_FIELDS)[number]['name'];

export interface CareerDraft {
  readonly title: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly texts: Readonly<Record<RichField, EditorState>>;
}

export function careerDraft(career?: Career): CareerDraft {
  return {
    title: career?.title ?? '',
    startDate: career ? toFormDate(career.startDate) : '',
    endDate: career ? toFormDate(career.endDate) : '',
    texts: {
      responsibilities: htmlToEditorState(career?.responsibilities ?? ''),
      requirements: htmlToEditorState(career?.requirements ?? ''),
      additional: htmlToEditorState(career?.additional ?? ''),
    },
  };
}

/** The button is enabled with a title and both dates (real DD-MM-YYYY dates). */
export function canSubmitCareer(draft: CareerDraft): boolean {
  return (
    draft.title.trim() !== '' &&
    parseFormDate(draft.startDate) !== undefined &&
    parseFormDate(draft.endDate) !== undefined
  );
}

export function toCareerInput(draft: CareerDraft): CareerInput {
  return {
    title: draft.title.trim(),
    startDate: draft.startDate,
    endDate: draft.endDate,
    responsibilities: editorStateToHtml(draft.texts.responsibilities),
    requirements: editorStateToHtml(draft.texts.requirements),
    additional: editorStateToHtml(draft.texts.additional),
  };
}

export interface CareerFormProps {
  readonly career?: Career;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** Create and edit form of a vacancy. */
export function CareerForm({ career, onSaved, onCancel }: CareerFormProps) {
  const [draft, setDraft] = useState(() => careerDraft(career));
  const { saving, saveError, save } = useSave(onSaved);
  const update = (change: Partial<CareerDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitCareer(draft)) return;
    const input = toCareerInput(draft);
    void save((token) =>
      career ? careersApi.update(token, career._id, input) : careersApi.create(token, input),
    );
  };

  if (saving) return <StatusMessage tone="busy" message="Запазване…" />;

  const dateField = (name: 'startDate' | 'endDate', label: string) => {
    const value = draft[name];
    return (
      <label className={formStyles.field}>
        <span>{label} (ДД-ММ-ГГГГ)</span>
        <input
          name={name}
          inputMode="numeric"
          placeholder="ДД-ММ-ГГГГ"
          maxLength={FORM_DATE_LENGTH}
          required
          value={value}
          aria-invalid={value !== '' && parseFormDate(value) === undefined}
          onChange={(event) => update({ [name]: filterFormDateInput(event.target.value) })}
        />
      </label>
    );
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <label className={formStyles.field}>
        <span>Позиция</span>
        <input
          name="title"
          required
          maxLength={200}
          value={draft.title}
          onChange={(event) => update({ title: event.target.value })}
        />
      </label>
      <div className={formStyles.group}>
        {dateField('startDate', 'Начална дата')}
        {dateField('endDate', 'Крайна дата')}
      </div>
      {RICH_FIELDS.map(({ name, label }) => (
        <RichTextEditor
          key={name}
          label={label}
          value={draft.texts[name]}
          onChange={(state) =>
            setDraft((current) => ({ ...current, texts: { ...current.texts, [name]: state } }))
          }
        />
      ))}
      <FormActions
        editing={career !== undefined}
        canSubmit={canSubmitCareer(draft)}
        saveError={saveError}
        onCancel={onCancel}
      />
    </form>
  );
}
