import { DateField } from '../../shared/ui/DateField';
import { PublicationField } from '../../shared/publication/PublicationField';
import { useId, useState, type FormEvent } from 'react';
import { type Career, type Language } from '@alu/common';
import { careersApi } from '../../shared/api/adminApi';
import { RichTextEditor } from '../../shared/rich-text';
import { FormActions } from '../../shared/ui/FormActions';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch';
import { StatusMessage } from '../../shared/ui/StatusMessage';
import { useDraftAutosave } from '../../shared/ui/draftAutosave';
import { DraftOffer } from '../../shared/ui/DraftOffer';
import { useLeaveGuard } from '../../shared/ui/unsavedChanges';
import { useSave } from '../../shared/ui/useSave';
import formStyles from '../../shared/ui/Form.module.css';
import {
  CAREER_FORM_LANGUAGES,
  canSubmitCareer,
  careerDraft,
  endsBeforeStart,
  isWritten,
  RICH_FIELDS,
  toCareerInput,
  untitledLanguages,
  withLanguage,
  type CareerDraft,
} from './careerDraft';

export interface CareerFormProps {
  readonly career?: Career;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * Create and edit form of a vacancy: its dates, then its title and texts in each language
 * (Italian required, the others optional; visitors without their language read the Italian).
 */
export function CareerForm({ career, onSaved, onCancel }: CareerFormProps) {
  const [draft, setDraft] = useState(() => careerDraft(career));
  const [language, setLanguage] = useState<Language>('it');
  const autosave = useDraftAutosave(`career:${career?._id ?? 'new'}`, draft);
  const { saving, saveError, save } = useSave(() => {
    autosave.clear();
    onSaved();
  });
  const confirmLeave = useLeaveGuard(draft, { onDiscard: autosave.clear });
  const ids = useId();
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

  const dateField = (name: 'startDate' | 'endDate', label: string, calendarLabel: string) => (
    <DateField
      name={name}
      label={`${label} (ДД-ММ-ГГГГ)`}
      calendarLabel={calendarLabel}
      value={draft[name]}
      onChange={(value) => update({ [name]: value })}
    />
  );

  const current = draft.languages[language];
  const untitled = untitledLanguages(draft);
  const code = language.toUpperCase();

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <DraftOffer autosave={autosave} onRestore={setDraft} />
      <div className={formStyles.group}>
        {dateField('startDate', 'Начална дата', 'Календар за началото')}
        {dateField('endDate', 'Крайна дата', 'Календар за края')}
      </div>
      {endsBeforeStart(draft) ? (
        <p className={formStyles.alert} role="alert">
          Крайната дата е преди началната.
        </p>
      ) : null}
      <PublicationField
        value={draft.publication}
        onChange={(publication) => setDraft((draftNow) => ({ ...draftNow, publication }))}
      />
      <LanguageSwitch
        languages={CAREER_FORM_LANGUAGES}
        current={language}
        onChange={setLanguage}
        isWritten={(option) => isWritten(draft.languages[option])}
      />
      {untitled.length > 0 ? (
        <p className={formStyles.alert} role="alert">
          {`Попълнете позицията на ${untitled.map((option) => option.toUpperCase()).join(', ')}: има текст без заглавие.`}
        </p>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-title`}>
          Позиция ({code}){language === 'it' ? ', задължително' : ''}
        </label>
        <input
          id={`${ids}-title`}
          name={`title-${language}`}
          required={language === 'it'}
          maxLength={200}
          value={current.title}
          aria-invalid={untitled.includes(language)}
          onChange={(event) =>
            setDraft((draftNow) => withLanguage(draftNow, language, { title: event.target.value }))
          }
        />
        {language === 'it' ? null : (
          <span className={formStyles.hint}>
            Оставен празен, езикът не се показва: посетителите, които четат на него, виждат
            италианския текст.
          </span>
        )}
      </div>
      {RICH_FIELDS.map(({ name, label }) => (
        <RichTextEditor
          key={`${name}-${language}`}
          label={`${label} (${code})`}
          value={current.texts[name]}
          onChange={(state) =>
            setDraft((draftNow) =>
              withLanguage(draftNow, language, {
                texts: { ...draftNow.languages[language].texts, [name]: state },
              }),
            )
          }
        />
      ))}
      <FormActions
        editing={career !== undefined}
        canSubmit={canSubmitCareer(draft)}
        saveError={saveError}
        onCancel={() => {
          if (confirmLeave()) onCancel();
        }}
      />
    </form>
  );
}
