import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@alu/common';
import styles from './ListFilters.module.css';

export interface ListSearchProps {
  /** The words field's label, saying what is searched. */
  readonly label: string;
  /** The words, trimmed; undefined for none. */
  readonly onSearch: (q: string | undefined) => void;
  /** Filters shown before the words (selects that apply at once). */
  readonly children?: ReactNode;
}

/** The filter bar of a server-paginated list: its selects, then words sent with "Търси". */
export function ListSearch({ label, onSearch, children }: ListSearchProps) {
  const id = useId();
  const [words, setWords] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(words.trim() || undefined);
  };
  return (
    <form className={styles.filters} role="search" aria-label="Филтри" onSubmit={submit}>
      {children}
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit">Търси</Button>
    </form>
  );
}
