import {
  lazy,
  startTransition,
  Suspense,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
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

/**
 * The release figures load when their tab is first opened: the sign-in page, which ships with
 * the panel, needs none of them.
 */
const ReleasesTab = lazy(() =>
  import('../features/release-status/ReleasesTab').then((module) => ({
    default: module.ReleasesTab,
  })),
);

/** The documents' list and form load when their tab is first opened, for the same reason. */
const DocumentsTab = lazy(() =>
  import('../features/documents/DocumentsTab').then((module) => ({
    default: module.DocumentsTab,
  })),
);

/** The calendar's list and form, likewise. */
const InvestorEventsTab = lazy(() =>
  import('../features/investor-events/InvestorEventsTab').then((module) => ({
    default: module.InvestorEventsTab,
  })),
);

const TABS = [
  { id: 'news', label: 'Новини' },
  { id: 'media', label: 'Медиите за нас' },
  { id: 'careers', label: 'Кариери' },
  { id: 'documents', label: 'Документи' },
  { id: 'calendar', label: 'Календар' },
  { id: 'inquiries', label: 'Запитвания' },
  { id: 'applications', label: 'Кандидатури' },
  { id: 'subscribers', label: 'Абонати' },
  { id: 'activity', label: 'Дейност' },
  { id: 'releases', label: 'Версии' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /admin: only with a token the server accepts. */
export function AdminPanelPage() {
  useDocumentMeta({
    title: 'Администрация',
    description:
      'Административен панел: новини, медиите за нас, кариери, документи, календар за инвеститори, запитвания, кандидатури, абонати, дейност и версии.',
  });
  return (
    <RequireSession>
      <Panel />
    </RequireSession>
  );
}

/** The next tab for an arrow, Home or End key (WAI-ARIA tabs pattern); none for another key. */
function tabForKey(key: string, current: Tab): Tab | undefined {
  const index = TABS.findIndex((item) => item.id === current);
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  const next =
    key === 'Home'
      ? TABS[0]
      : key === 'End'
        ? TABS[TABS.length - 1]
        : step
          ? TABS[(index + step + TABS.length) % TABS.length]
          : undefined;
  return next?.id;
}

/**
 * The row of tabs: a click chooses one; the arrow keys, Home and End move between them and
 * show the tab they reach (automatic activation).
 */
function TabList({
  ids,
  tab,
  onSelect,
  onMove,
}: {
  /** The prefix of the tabs' and panel's ids. */
  readonly ids: string;
  readonly tab: Tab;
  readonly onSelect: (tab: Tab) => void;
  readonly onMove: (tab: Tab) => void;
}) {
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, tab);
    if (!next) return;
    event.preventDefault();
    onMove(next);
    tabRefs.current[next]?.focus();
  };
  return (
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
          onClick={() => onSelect(item.id)}
          onKeyDown={onTabKey}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The panel's header: who is signed in, a new publication (on the tabs that publish), the
 * password change and signing out.
 */
function PanelHeader({
  tab,
  onCreate,
  onChangePassword,
}: {
  readonly tab: Tab;
  readonly onCreate: () => void;
  readonly onChangePassword: () => void;
}) {
  const { username, logout } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <Logo />
        <h1 className={styles.heading}>Администрация</h1>
      </div>
      <div className={styles.actions}>
        <span className={styles.user}>{username}</span>
        {tab === 'news' ||
        tab === 'media' ||
        tab === 'careers' ||
        tab === 'documents' ||
        tab === 'calendar' ? (
          <button type="button" className={styles.primary} onClick={onCreate}>
            Нова публикация
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={onChangePassword}>
          Смяна на паролата
        </button>
        <button type="button" className={styles.secondary} onClick={logout}>
          Изход
        </button>
      </div>
    </header>
  );
}

/** The chosen tab's content. */
function TabContent({
  tab,
  creating,
  onCreateClosed,
}: {
  readonly tab: Tab;
  /** "Нова публикация" was pressed: the tab opens its form for a new record. */
  readonly creating: boolean;
  readonly onCreateClosed: () => void;
}) {
  switch (tab) {
    case 'news':
    case 'media':
      return (
        <NewsTab
          key={tab}
          media={tab === 'media'}
          creating={creating}
          onCreateClosed={onCreateClosed}
        />
      );
    case 'careers':
      return <CareersTab creating={creating} onCreateClosed={onCreateClosed} />;
    case 'documents':
      return (
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <DocumentsTab creating={creating} onCreateClosed={onCreateClosed} />
        </Suspense>
      );
    case 'calendar':
      return (
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <InvestorEventsTab creating={creating} onCreateClosed={onCreateClosed} />
        </Suspense>
      );
    case 'inquiries':
      return <InquiriesTab />;
    case 'applications':
      return <ApplicationsTab />;
    case 'subscribers':
      return <SubscribersTab />;
    case 'activity':
      return <ActivityTab />;
    case 'releases':
      return (
        <Suspense fallback={<StatusMessage tone="busy" message="Зареждане…" />}>
          <ReleasesTab />
        </Suspense>
      );
  }
}

function Panel() {
  const [tab, setTab] = useState<Tab>('news');
  const [creating, setCreating] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const ids = useId();

  const select = (next: Tab) => {
    setCreating(false);
    setTab(next);
  };

  return (
    <div className={styles.panel}>
      <PanelHeader
        tab={tab}
        // The form is a large render: the press is answered at once, the form follows.
        onCreate={() => startTransition(() => setCreating(true))}
        onChangePassword={() => {
          setPasswordChanged(false);
          setChangingPassword(true);
        }}
      />
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
      <TabList ids={ids} tab={tab} onSelect={select} onMove={setTab} />
      <section
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${tab}`}
        className={styles.body}
      >
        <TabContent tab={tab} creating={creating} onCreateClosed={() => setCreating(false)} />
      </section>
    </div>
  );
}
