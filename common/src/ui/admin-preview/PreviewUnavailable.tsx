import { PageHero } from '../page-hero/PageHero';
import styles from './PreviewBar.module.css';

const TITLES = {
  'signed-out': 'Прегледът е само за администратори',
  'not-found': 'Няма такава публикация',
  error: 'Прегледът не можа да се зареди',
} as const;

const TEXTS = {
  'signed-out': 'Влезте в администрацията в този браузър и отворете прегледа отново от списъка.',
  'not-found': 'Публикацията е изтрита или адресът е грешен.',
  error: 'Проверете връзката и презаредете страницата.',
} as const;

/** A preview that cannot show its item, in Bulgarian like the bar over a preview. */
export function PreviewUnavailable({ status }: { readonly status: keyof typeof TITLES }) {
  return (
    <div lang="bg">
      <PageHero title={TITLES[status]} size="mini" />
      <div className={styles.state}>
        <p>{TEXTS[status]}</p>
        <p>
          <a href="/admin">Към администрацията</a>
        </p>
      </div>
    </div>
  );
}
