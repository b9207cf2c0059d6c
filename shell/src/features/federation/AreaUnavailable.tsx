import { Button, useDocumentMeta } from '@alu/common';
import styles from './AreaUnavailable.module.css';

export interface AreaUnavailableProps {
  readonly onRetry: () => void;
}

export function AreaUnavailable({ onRetry }: AreaUnavailableProps) {
  useDocumentMeta({
    title: 'Sezione non disponibile',
    description: 'Questa sezione del sito non è al momento disponibile.',
  });
  return (
    <section className={styles.unavailable} role="alert" data-testid="area-unavailable">
      <h1 className={styles.heading}>Sezione non disponibile</h1>
      <p className={styles.text}>
        Questa sezione del sito non è al momento disponibile. Il resto del sito funziona
        normalmente: riprova tra qualche istante.
      </p>
      <Button onClick={onRetry}>Riprova</Button>
    </section>
  );
}
