import { Button, useDocumentMeta, useMessages } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import styles from './AreaUnavailable.module.css';

export interface AreaUnavailableProps {
  readonly onRetry: () => void;
}

export function AreaUnavailable({ onRetry }: AreaUnavailableProps) {
  const t = useMessages(shellMessages);
  useDocumentMeta({ title: t('unavailableTitle'), description: t('unavailableDescription') });
  return (
    <section className={styles.unavailable} role="alert" data-testid="area-unavailable">
      <h1 className={styles.heading}>{t('unavailableTitle')}</h1>
      <p className={styles.text}>{t('unavailableText')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </section>
  );
}
