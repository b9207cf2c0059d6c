import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@alu/common';
import { changePassword, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { FormActions } from '../../shared/ui/FormActions';
import styles from '../../shared/ui/Form.module.css';

/** The server's own minimum; checked here too, so the form says so before sending. */
const MIN_LENGTH = 12;

type Field = 'current' | 'next' | 'repeat';
interface Problem {
  readonly field: Field | null;
  readonly message: string;
}

/** The server's reasons for refusing a new password, in Bulgarian. */
const REFUSED_PASSWORD: Readonly<Record<string, string>> = {
  too_short: `Новата парола трябва да е поне ${MIN_LENGTH} знака.`,
  too_long: 'Новата парола е твърде дълга.',
  common: 'Тази парола е сред най-често използваните. Изберете друга.',
  development_default: 'Това е паролата по подразбиране за разработка. Изберете друга.',
  unchanged: 'Новата парола трябва да е различна от текущата.',
};

function describeFailure(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.status === 403) return { field: 'current', message: 'Текущата парола е грешна.' };
    if (error.status === 429) {
      return { field: null, message: 'Твърде много грешни опити. Опитайте отново по-късно.' };
    }
    const reason = error.details?.reason ?? '';
    if (error.status === 400 && REFUSED_PASSWORD[reason]) {
      return { field: 'next', message: REFUSED_PASSWORD[reason] as string };
    }
    if (error.status === 0) {
      return {
        field: null,
        message: 'Сървърът не отговаря. Проверете връзката и опитайте отново.',
      };
    }
  }
  return { field: null, message: 'Паролата не бе сменена. Опитайте отново.' };
}

export interface ChangePasswordFormProps {
  /** Called with true once the password is changed, with false when the form is left. */
  readonly onDone: (changed: boolean) => void;
}

/**
 * The administrator's own password: the current one, then the new one twice. Success keeps
 * this session (with the token the server answers) and ends every other one.
 */
export function ChangePasswordForm({ onDone }: ChangePasswordFormProps) {
  const { token, logout, replaceToken } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = useId();

  const localProblem = (): Problem | null => {
    if (next.length < MIN_LENGTH)
      return { field: 'next', message: REFUSED_PASSWORD.too_short as string };
    if (repeat !== next) return { field: 'repeat', message: 'Двете нови пароли не съвпадат.' };
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = localProblem();
    setProblem(found);
    if (found || saving) return;
    setSaving(true);
    try {
      replaceToken(await changePassword(token, current, next));
      onDone(true);
    } catch (error) {
      console.error('[admin] the password was not changed', error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setProblem(describeFailure(error));
      setSaving(false);
    }
  };

  const field = (name: Field, label: string, value: string, set: (value: string) => void) => {
    const own = problem?.field === name;
    return (
      <div className={styles.field}>
        <label htmlFor={`${ids}-${name}-input`}>{label}</label>
        <input
          id={`${ids}-${name}-input`}
          type="password"
          name={name}
          autoComplete={name === 'current' ? 'current-password' : 'new-password'}
          required
          value={value}
          aria-invalid={own}
          aria-describedby={own ? `${ids}-${name}` : undefined}
          onChange={(event) => set(event.target.value)}
        />
        {own ? (
          <span id={`${ids}-${name}`} className={styles.invalid}>
            {problem.message}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {field('current', 'Текуща парола', current, setCurrent)}
      {field('next', 'Нова парола', next, setNext)}
      <p className={styles.hint}>
        Поне {MIN_LENGTH} знака; не от най-често използваните пароли. След смяната другите сесии на
        този профил приключват.
      </p>
      {field('repeat', 'Повторете новата парола', repeat, setRepeat)}
      <FormActions
        editing
        canSubmit={!saving && current !== '' && next !== '' && repeat !== ''}
        saveError={problem && problem.field === null ? problem.message : null}
        onCancel={() => onDone(false)}
      />
    </form>
  );
}
