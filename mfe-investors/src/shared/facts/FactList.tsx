import styles from './FactList.module.css';

export interface Fact {
  readonly label: string;
  readonly value: string;
}

/** Key facts as labelled figures in tiles (mandate of the boards, share capital). */
export function FactList({
  facts,
  columns = 2,
}: {
  readonly facts: readonly Fact[];
  /** Tiles per row on wide screens (one per row on phones). */
  readonly columns?: 2 | 3;
}) {
  return (
    <dl className={`${styles.facts} ${columns === 3 ? styles.three : styles.two}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
