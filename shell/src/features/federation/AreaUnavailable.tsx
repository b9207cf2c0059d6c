import { Button, useDocumentMeta, useTexts } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import styles from './AreaUnavailable.module.css';

export interface AreaUnavailableProps {
  readonly onRetry: () => void;
}

export function AreaUnavailable({ onRetry }: AreaUnavailableProps) {
  const tx = useTexts(shellTexts);
  useDocumentMeta({
    title: tx('Sezione non disponibile'),
    description: tx('Questa sezione del sito non è al momento disponibile.'),
  });
  return (
    <section className={styles.unavailable} role="alert" data-testid="area-unavailable">
      <h1 className={styles.heading}>{tx('Sezione non disponibile')}</h1>
      <p className={styles.text}>
        {tx(
          'Questa sezione del sito non è al momento disponibile. Il resto del sito funziona normalmente: riprova tra qualche istante.',
        )}
      </p>
      <Button onClick={onRetry}>{tx('Riprova')}</Button>
    </section>
  );
}
