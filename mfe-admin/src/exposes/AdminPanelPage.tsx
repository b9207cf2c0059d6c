import { startTransition, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Logo, useDocumentMeta } from '@alu/common';
import { ChangePasswordForm } from '../features/account/ChangePasswordForm';
import { ActivityTab } from '../features/activity/ActivityTab';
import { ApplicationsTab } from '../features/applications/ApplicationsTab';
import { CareersTab } from '../features/careers/CareersTab';
import { InquiriesTab } from '../features/inquiries/InquiriesTab';
import { NewsTab } from '../features/news/NewsTab';
import { SubscribersTab } from '../features/subscribers/SubscribersTab';
import { RequireSession, useSession } from '../shared/session/AdminSession';
import { FormModal } from '../shared/ui/FormModal';
import { StatusMessage } from '../shared/ui/StatusMessage';
import styles from './AdminPanelPage.module.css';

const TABS = [
  { id: 'news', label: 'Новини' },
  { id: 'media', label: 'Медиите за нас' },
  { id: 'careers', label: 'Кариери' },
  { id: 'inquiries', label: 'Запитвания' },
  { id: 'applications', label: 'Кандидатури' },
  { id: 'subscribers', label: 'Абонати' },
  { id: 'activity', label: 'Дейност' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /admin: only with a token the server accepts. */
export function AdminPanelPage() {
  useDocumentMeta({
    title: 'Администрация',
    description:
      'Административен панел: новини, медиите за нас, кариери, запитвания, кандидатури, абонати и дейност.',
  });
  return (
    <RequireSession>
      <Panel />
    </RequireSession>
  );
}

function Panel() {
  const { username, logout } = useSession();
  const [tab, setTab] = useState<Tab>('news');
  const [creating, setCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const ids = useId();

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((item) => item.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next =
      event.key === 'Home'
        ? TABS[0]
        : event.key === 'End'
          ? TABS[TABS.length - 1]
          : step
            ? TABS[(index + step + TABS.length) % TABS.length]
            : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };

  const select = (next: Tab) => {
    setCreating(false);
    setTab(next);
  };

  return (
    <div className={styles.panel}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <Logo />
          <h1 className={styles.heading}>Администрация</h1>
        </div>
        <div className={styles.actions}>
          <span className={styles.user}>{username}</span>
          {tab === 'news' || tab === 'media' || tab === 'careers' ? (
            <button
              type="button"
              className={styles.primary}
              // The form is a large render: the press is answered at once, the form follows.
              onClick={() => startTransition(() => setCreating(true))}
            >
              Нова публикация
            </button>
          ) : null}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setPasswordChanged(false);
              setChangingPassword(true);
            }}
          >
            Смяна на паролата
          </button>
          <button type="button" className={styles.secondary} onClick={logout}>
            Изход
          </button>
        </div>
      </header>
      {passwordChanged ? (
        <StatusMessage
          tone="done"
          message="Паролата е сменена. Другите сесии на този профил са прекратени."
        />
      ) : null}
      <FormModal
        open={changingPassword}
        title="Смяна на паролата"
        onClose={() => setChangingPassword(false)}
      >
        <ChangePasswordForm
          onDone={(changed) => {
            setChangingPassword(false);
            setPasswordChanged(changed);
          }}
        />
      </FormModal>
      <div className={styles.tabs} role="tablist" aria-label="Раздели">
        {TABS.map((item) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[item.id] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => select(item.id)}
            onKeyDown={onTabKey}
          >
            {item.label}
          </button>
        ))}
      </div>
      <section
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${tab}`}
        className={styles.body}
      >
        {tab === 'news' || tab === 'media' ? (
          <NewsTab
            key={tab}
            media={tab === 'media'}
            creating={creating}
            onCreateClosed={() => setCreating(false)}
          />
        ) : null}
        {tab === 'careers' ? (
          <CareersTab creating={creating} onCreateClosed={() => setCreating(false)} />
        ) : null}
        {tab === 'inquiries' ? <InquiriesTab /> : null}
        {tab === 'applications' ? <ApplicationsTab /> : null}
        {tab === 'subscribers' ? <SubscribersTab /> : null}
        {tab === 'activity' ? <ActivityTab /> : null}
      </section>
    </div>
  );
}
