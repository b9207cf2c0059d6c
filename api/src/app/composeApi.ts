// The API's composition root: every repository, service and background worker is built here,
// once, from what comes from outside (database, registry, logger, settings). createApp mounts
// the routers on what this builds; server.ts starts and stops it. Tests compose their own.
import { randomBytes } from 'node:crypto';
import type { EmailJsConfig } from '@alu/common/contracts';
import { serviceLifecycle, type ServiceLifecycle } from '@alu/server-kit';
import type { AdminRouterOptions } from '../components/admin/admin.router';
import { AdminAuth } from '../components/admin/adminAuth';
import { AdminRepository } from '../components/admin/adminRepository';
import { AdminTokens } from '../components/admin/tokens';
import { describeApi } from '../components/api-reference/apiReference';
import type { ApiReferenceRouterOptions } from '../components/api-reference/apiReference.router';
import {
  ApplicationDesk,
  APPLICATION_CVS_BUCKET,
  startApplicationSweeper,
} from '../components/applications/applicationDesk';
import type { ApplicationsRouterOptions } from '../components/applications/applications.router';
import { ApplicationsRepository } from '../components/applications/applicationsRepository';
import type { AuditRouterOptions } from '../components/audit/audit.router';
import { AuditRepository } from '../components/audit/auditRepository';
import { AuditTrail } from '../components/audit/auditTrail';
import type { DocumentsAdminRouterOptions } from '../components/documents/documentsAdmin.router';
import type { DocumentsRouterOptions } from '../components/documents/documents.router';
import { DocumentsRepository } from '../components/documents/documentsRepository';
import { DocumentThumbnails } from '../components/documents/documentThumbnails';
import type { InvestorEventsAdminRouterOptions } from '../components/investor-events/investorEventsAdmin.router';
import type { InvestorEventsRouterOptions } from '../components/investor-events/investorEvents.router';
import { InvestorEventsRepository } from '../components/investor-events/investorEventsRepository';
import type { CareersRouterOptions } from '../components/careers/careers.router';
import { CareersRepository } from '../components/careers/careersRepository';
import type { HealthRouterOptions } from '../components/health/health.router';
import { apiReadiness } from '../components/health/readiness';
import type { InquiriesRouterOptions } from '../components/inquiries/inquiries.router';
import { InquiriesRepository } from '../components/inquiries/inquiriesRepository';
import { inquiryNotices, type InquiryNotices } from '../components/inquiries/inquiryNotices';
import { startInquirySweeper } from '../components/inquiries/inquiryRetention';
import type { NewsRouterOptions } from '../components/news/news.router';
import type { NewsAdminRouterOptions } from '../components/news/newsAdmin.router';
import { NewsAnswers } from '../components/news/newsAnswers';
import { NewsRepository } from '../components/news/newsRepository';
import { startOrphanSweeper } from '../components/news/orphanImages';
import type {
  NewsletterRateLimit,
  NewsletterRouterOptions,
} from '../components/newsletter/newsletter.router';
import { NewsletterRepository } from '../components/newsletter/newsletterRepository';
import { UnsubscribeTokens } from '../components/newsletter/unsubscribeTokens';
import type { PublicConfigRouterOptions } from '../components/public-config/publicConfig.router';
import { publicationSchedules, type PublicationSchedules } from '../components/publication';
import {
  CanaryWatcher,
  type CanaryVerdict,
  type ReleaseStatusSources,
} from '../components/release-health';
import type { ReleaseHealthRouterOptions } from '../components/release-health/releaseHealth.router';
import { ActivationsRepository } from '../components/remotes/activationsRepository';
import { ActiveRemotes } from '../components/remotes/activeRemotes';
import type { RemotesRegistry } from '../components/remotes/registry';
import type { RemotesRouterOptions } from '../components/remotes/remotes.router';
import { RouteManifestReader } from '../components/remotes/routeManifests';
import { ContentSearch } from '../components/search/contentSearch';
import type { SearchRouterOptions } from '../components/search/search.router';
import { clientTagger, MinuteFirstSeen } from '../components/telemetry/distinctCounts';
import { LiveVersions, ShellVersions } from '../components/telemetry/liveVersions';
import type { TelemetryRouterOptions } from '../components/telemetry/telemetry.router';
import { TelemetryIngest } from '../components/telemetry/telemetryIngest';
import { TelemetryRepository } from '../components/telemetry/telemetryRepository';
import {
  foldTelemetry,
  startTelemetrySweeper,
  TELEMETRY_SWEEP_INTERVAL_MS,
  type FoldResult,
} from '../components/telemetry/telemetrySweeper';
import type { UploadsRouterOptions } from '../components/uploads/uploads.router';
import {
  DEFAULT_APPLICATIONS,
  DEFAULT_CANARY,
  DEFAULT_DOCUMENT_MAX_BYTES,
  DEFAULT_INQUIRY_RATE_LIMIT,
  DEFAULT_INQUIRY_RETENTION,
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_NEWS_CACHE_MS,
  DEFAULT_NEWSLETTER_RATE_LIMIT,
  DEFAULT_ORPHAN_IMAGES,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_TELEMETRY,
  DEFAULT_UPLOAD_TIMEOUT_MS,
  type ApplicationsConfig,
  type CanaryConfig,
  type InquiryRateLimit,
  type LoginRateLimit,
  type OrphanImagesConfig,
  type RetentionConfig,
  type StaffMailConfig,
  type TelemetryConfig,
} from '../config';
import type { Database } from '../platform/database/database';
import { DOCUMENT_FILES_BUCKET, FileStorage } from '../platform/file-storage/fileStorage';
import type { RateLimitStoreFactory } from '../platform/http/rateLimit';
import type { Logger } from '../platform/logging/logger';
import { apiMetrics, type ApiMetrics } from '../platform/metrics/apiMetrics';
import type { Sweeper } from '../platform/retention/retention';
import { localChangeFeed, type ChangeFeed } from '../platform/shared-state/changeFeed';
import { API_OPERATIONS } from './operations';

export interface ApiSettings {
  database: Database;
  remotes: RemotesRegistry;
  logger: Logger;
  /** Administrator sign-in. Defaults (for tests): a random key per app, the default limits. */
  admin?: { jwtSecret?: string; loginRateLimit?: LoginRateLimit };
  /** The clock that decides which vacancies are visible today (tests fix it). */
  now?: () => Date;
  /** Newsletter subscriptions per client IP (tests lower or raise it). */
  newsletterRateLimit?: NewsletterRateLimit;
  /** The shell's mf-manifest.json, against which remote releases are checked. */
  hostManifestUrl?: string;
  /** Inquiries accepted per client IP (default: the documented limit). */
  inquiryRateLimit?: InquiryRateLimit;
  /**
   * Job applications accepted per client IP, and how long they are kept (default: the
   * documented limit and retention).
   */
  applications?: Pick<ApplicationsConfig, 'windowMs' | 'maxPerIp'> & Partial<ApplicationsConfig>;
  /** How long inquiries are kept, and how often older ones are looked for (default: documented). */
  inquiryRetention?: Partial<RetentionConfig>;
  /** The EmailJS ids GET /api/public-config hands the inquiry forms (default: none). */
  emailjs?: EmailJsConfig | null;
  /** Site origins allowed to call the API from a browser (CORS); default none (same origin). */
  corsOrigins?: readonly string[];
  /** Express `trust proxy` values (default: loopback, the site server on this machine). */
  trustedProxies?: readonly string[];
  /** Origins allowed to serve remote code besides the registry file's (default: none more). */
  remoteOrigins?: readonly string[];
  /** The site's address, for the links of newsletter mails (default: `npm start`'s). */
  publicOrigin?: string;
  /** Production: HSTS is sent (the site is served over HTTPS only). */
  production?: boolean;
  /** Request timeouts (default: the documented 30 s, 120 s for multipart uploads). */
  timeouts?: { requestMs: number; uploadMs: number };
  /** The stores of the rate limits (default: in memory, per process); see platform/http/rateLimit.ts. */
  rateLimitStore?: RateLimitStoreFactory;
  /** How long public news answers are cached in the process (0: not at all). */
  newsCacheMs?: number;
  /** The largest document file an administrator may upload (default: DOCUMENT_MAX_MB's). */
  documentMaxBytes?: number;
  /** Where writes announce what they changed, and caches hear of it (default: this process). */
  changes?: ChangeFeed;
  /** The mail server staff are told of new inquiries through (SMTP_URL); none when absent. */
  staffMail?: StaffMailConfig | null | undefined;
  /** Instead of the mails of `staffMail`: what is woken after each new inquiry (tests). */
  inquiryNotices?: { poke(): void } | undefined;
  /** When images no news item names are deleted (default: the documented grace and interval). */
  orphanImages?: OrphanImagesConfig;
  /**
   * `/healthz`, `/readyz` and the end of the process (default: readiness of the database and
   * the registry, for an app no one stops).
   */
  lifecycle?: ServiceLifecycle;
  /** Where answers and refusals are counted (default: a registry of this app's own). */
  metrics?: ApiMetrics;
  /** The beacons' rate limit and the figures' retention (default: the documented ones). */
  telemetry?: Partial<TelemetryConfig>;
  /** When a running canary is rolled back by itself (default: the documented rule). */
  canary?: Partial<CanaryConfig>;
}

/** What createApp needs besides the routers: the HTTP layer's own settings. */
export interface HttpSettings {
  trustedProxies: readonly string[];
  corsOrigins: readonly string[];
  production: boolean;
  timeouts: { requestMs: number; uploadMs: number };
}

/** Each router's dependencies, built once. */
export interface ApiRouters {
  news: NewsRouterOptions;
  health: HealthRouterOptions;
  remotes: RemotesRouterOptions;
  admin: AdminRouterOptions;
  newsAdmin: NewsAdminRouterOptions;
  careers: CareersRouterOptions;
  audit: AuditRouterOptions;
  search: SearchRouterOptions;
  newsletter: NewsletterRouterOptions;
  inquiries: InquiriesRouterOptions;
  applications: ApplicationsRouterOptions;
  publicConfig: PublicConfigRouterOptions;
  uploads: UploadsRouterOptions;
  documents: DocumentsRouterOptions;
  documentsAdmin: DocumentsAdminRouterOptions;
  investorEvents: InvestorEventsRouterOptions;
  investorEventsAdmin: InvestorEventsAdminRouterOptions;
  apiReference: ApiReferenceRouterOptions;
  telemetry: TelemetryRouterOptions;
  releaseHealth: ReleaseHealthRouterOptions;
}

/** The work that runs beside the requests: started by server.ts, never by a test's app. */
export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

export interface ComposedApi {
  readonly http: HttpSettings;
  readonly logger: Logger;
  readonly lifecycle: ServiceLifecycle;
  readonly metrics: ApiMetrics;
  readonly changes: ChangeFeed;
  readonly routers: ApiRouters;
  /** Creates the indexes of every collection the API queries (idempotent). */
  ensureIndexes(): Promise<void>;
  readonly background: BackgroundWork;
  /** Release health's work, done at once rather than waiting for its timers (tests). */
  readonly releases: ReleaseWork;
}

export interface ReleaseWork {
  /** Writes the beacons' counts this process still holds. */
  flushTelemetry(): Promise<void>;
  /** Folds the old minutes into hours and applies the retention. */
  foldTelemetry(): Promise<FoldResult>;
  /** Checks every running canary (and aborts those the rule condemns). */
  checkCanaries(): Promise<CanaryVerdict[]>;
}

const clockOf = (settings: ApiSettings) => settings.now ?? (() => new Date());
const telemetryConfig = (settings: ApiSettings): TelemetryConfig => ({
  ...DEFAULT_TELEMETRY,
  ...settings.telemetry,
});

/** Distinct page loads counted in memory per minute, at most (see MinuteFirstSeen). */
const DISTINCT_PER_MINUTE = 100_000;

/** The beacons' ingest: what is live, what was seen this minute, where the counts go. */
function telemetryParts(
  db: Database['db'],
  activeRemotes: ActiveRemotes,
  secret: string,
  metrics: ApiMetrics,
  settings: ApiSettings,
) {
  const { logger } = settings;
  const now = clockOf(settings);
  const telemetry = new TelemetryRepository(db);
  const liveVersions = new LiveVersions(activeRemotes, logger, () => now().getTime());
  const ingest = new TelemetryIngest({
    repository: telemetry,
    live: liveVersions,
    shellVersions: new ShellVersions((since) => telemetry.shellVersionsSince(since), logger),
    firstSeen: new MinuteFirstSeen(DISTINCT_PER_MINUTE),
    // The token secret is the same in every instance: so is a client's tag.
    tagOf: clientTagger(secret),
    dropped: (reason, count) => metrics.telemetryDropped(reason, count),
    logger,
    now,
  });
  return { telemetry, liveVersions, ingest };
}

/** The repositories and services of the components, each built once. */
function buildComponents(settings: ApiSettings, newsCacheMs: number, metrics: ApiMetrics) {
  const { database, remotes, logger, now } = settings;
  const db = database.db;
  const news = new NewsRepository(db);
  const careers = new CareersRepository(db);
  const secret = settings.admin?.jwtSecret ?? randomBytes(32).toString('hex');
  const admins = new AdminRepository(db);
  const auditLog = new AuditRepository(db);
  const inquiries = new InquiriesRepository(db);
  const applications = new ApplicationsRepository(db);
  const publicOrigin = settings.publicOrigin ?? 'http://localhost:8080';
  const activations = new ActivationsRepository(db);
  const activeRemotes = new ActiveRemotes(
    remotes,
    activations,
    logger,
    new RouteManifestReader(logger),
  );
  return {
    news,
    careers,
    admins,
    auditLog,
    inquiries,
    applications,
    secret,
    newsletter: new NewsletterRepository(db),
    newsAnswers: new NewsAnswers(newsCacheMs),
    images: new FileStorage(db, undefined, { lookupCacheMs: newsCacheMs }),
    documents: new DocumentsRepository(db),
    investorEvents: new InvestorEventsRepository(db),
    documentFiles: new FileStorage(db, DOCUMENT_FILES_BUCKET, { variantsBucketName: null }),
    documentThumbnails: new DocumentThumbnails(logger),
    activations,
    activeRemotes,
    ...telemetryParts(db, activeRemotes, secret, metrics, settings),
    contentSearch: new ContentSearch(news, careers, new DocumentsRepository(db), now),
    auth: new AdminAuth(admins, new AdminTokens(secret), logger),
    audit: new AuditTrail(auditLog, logger, now),
    desk: new ApplicationDesk(
      applications,
      new FileStorage(db, APPLICATION_CVS_BUCKET, { variantsBucketName: null }),
      careers,
      logger,
      now,
    ),
    publicOrigin,
    // Staff are mailed of each new inquiry, from the inquiries' own outbox.
    notices:
      settings.inquiryNotices || !settings.staffMail
        ? undefined
        : inquiryNotices(inquiries, settings.staffMail, publicOrigin, logger),
  };
}

type Components = ReturnType<typeof buildComponents>;

/** Every cache of this process drops what a change (here or on another instance) made stale. */
function invalidateOnChanges(changes: ChangeFeed, parts: Components): void {
  changes.subscribe((notice) => {
    if (notice === 'all' || notice.includes('news')) {
      parts.newsAnswers.invalidate();
      parts.images.forgetLookups();
      parts.news.forgetSlugs();
    }
    if (
      notice === 'all' ||
      notice.includes('news') ||
      notice.includes('careers') ||
      notice.includes('documents')
    ) {
      parts.contentSearch.invalidate();
    }
    if (notice === 'all' || notice.includes('remotes')) {
      parts.activeRemotes.forgetActivations();
      parts.liveVersions.forget();
    }
  });
}

function routersOf(
  settings: ApiSettings,
  parts: Components,
  stores: ApiSettings['rateLimitStore'],
) {
  const { database, logger, now } = settings;
  const { auth, audit } = parts;
  const documentsOptions = {
    repository: parts.documents,
    storage: parts.documentFiles,
    thumbnails: parts.documentThumbnails,
    maxBytes: settings.documentMaxBytes ?? DEFAULT_DOCUMENT_MAX_BYTES,
    publicOrigin: parts.publicOrigin,
    now,
  };
  return {
    news: { repository: parts.news, answers: parts.newsAnswers, now },
    health: { database },
    remotes: {
      active: parts.activeRemotes,
      auth,
      hostManifestUrl: settings.hostManifestUrl,
      remoteOrigins: settings.remoteOrigins ?? [],
      audit,
    },
    admin: {
      auth,
      limits: settings.admin?.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
      logger,
      audit,
      stores,
    },
    newsAdmin: {
      repository: parts.news,
      storage: parts.images,
      auth,
      logger,
      answers: parts.newsAnswers,
      stores,
      audit,
      now,
    },
    careers: { repository: parts.careers, auth, audit, now },
    audit: { repository: parts.auditLog, auth },
    search: { search: parts.contentSearch },
    newsletter: {
      repository: parts.newsletter,
      auth,
      limits: settings.newsletterRateLimit ?? DEFAULT_NEWSLETTER_RATE_LIMIT,
      logger,
      links: {
        tokens: new UnsubscribeTokens(parts.secret),
        publicOrigin: parts.publicOrigin,
      },
      audit,
      stores,
    },
    inquiries: {
      repository: parts.inquiries,
      auth,
      rateLimit: settings.inquiryRateLimit ?? DEFAULT_INQUIRY_RATE_LIMIT,
      logger,
      audit,
      stores,
      notices: settings.inquiryNotices ?? parts.notices,
      publicOrigin: parts.publicOrigin,
    },
    applications: {
      desk: parts.desk,
      auth,
      rateLimit: settings.applications ?? DEFAULT_APPLICATIONS,
      logger,
      audit,
      stores,
    },
    publicConfig: { emailjs: settings.emailjs ?? null },
    uploads: { storage: parts.images },
    documents: documentsOptions,
    documentsAdmin: { ...documentsOptions, auth, audit, logger },
    investorEvents: { repository: parts.investorEvents, documents: parts.documents, now },
    investorEventsAdmin: {
      repository: parts.investorEvents,
      documents: parts.documents,
      auth,
      audit,
      now,
    },
    apiReference: { reference: describeApi(API_OPERATIONS) },
    telemetry: {
      ingest: parts.ingest,
      rateLimit: telemetryConfig(settings).rateLimit,
      logger,
      stores,
    },
    releaseHealth: { sources: releaseStatusSources(settings, parts), auth },
  } satisfies ApiRouters;
}

/** What the release status reads: the registry, its history and the beacons' counts. */
function releaseStatusSources(settings: ApiSettings, parts: Components): ReleaseStatusSources {
  return {
    registry: parts.activeRemotes,
    history: (remote) => parts.activations.history(remote),
    telemetry: parts.telemetry,
    flush: () => parts.ingest.flush(),
    now: clockOf(settings),
  };
}

/** The automatic rollback of canaries whose visitors meet more errors than the stable's. */
function canaryWatcher(settings: ApiSettings, changes: ChangeFeed, parts: Components) {
  return new CanaryWatcher({
    control: parts.activeRemotes,
    telemetry: parts.telemetry,
    flush: () => parts.ingest.flush(),
    audit: parts.auditLog,
    changes,
    logger: settings.logger,
    now: clockOf(settings),
    settings: { ...DEFAULT_CANARY, ...settings.canary },
  });
}

/**
 * The sweepers (images a failed write left behind, applications and inquiries past their
 * retention, the beacons' old minutes and hours), the canary watcher, the publication clock
 * and the staff's mails: built idle, started by start().
 */
function backgroundWork(
  settings: ApiSettings,
  changes: ChangeFeed,
  parts: Components,
  watcher: CanaryWatcher,
): BackgroundWork {
  const { logger, now } = settings;
  const orphanImages = settings.orphanImages ?? DEFAULT_ORPHAN_IMAGES;
  const applications = { ...DEFAULT_APPLICATIONS, ...settings.applications };
  const inquiryRetention = { ...DEFAULT_INQUIRY_RETENTION, ...settings.inquiryRetention };
  const schedules: PublicationSchedules = publicationSchedules(
    [
      { change: 'news', nextScheduledAfter: (at) => parts.news.nextScheduledAfter(at) },
      { change: 'careers', nextScheduledAfter: (at) => parts.careers.nextScheduledAfter(at) },
      { change: 'documents', nextScheduledAfter: (at) => parts.documents.nextScheduledAfter(at) },
      {
        change: 'investor-events',
        nextScheduledAfter: (at) => parts.investorEvents.nextScheduledAfter(at),
      },
    ],
    changes,
    logger,
    now,
  );
  const notices: InquiryNotices | undefined = parts.notices;
  let orphanSweeper: Sweeper | undefined;
  let applicationSweeper: Sweeper | undefined;
  let inquirySweeper: Sweeper | undefined;
  let telemetrySweeper: Sweeper | undefined;
  return {
    start() {
      notices?.start();
      // Files a write that failed half-way (database or process gone) left behind; also
      // swept when the database was down at start-up, from its return on.
      orphanSweeper = startOrphanSweeper(parts.news, parts.images, orphanImages, logger);
      schedules.start();
      // Applications past their retention, and CVs a failed write left behind.
      applicationSweeper = startApplicationSweeper(
        parts.desk,
        {
          retentionDays: applications.retentionDays,
          graceMs: orphanImages.graceMs,
          intervalMs: applications.sweepIntervalMs,
        },
        logger,
      );
      // Inquiries past their retention.
      inquirySweeper = startInquirySweeper(
        parts.inquiries,
        {
          retentionDays: inquiryRetention.retentionDays,
          intervalMs: inquiryRetention.sweepIntervalMs,
          now: clockOf(settings),
        },
        logger,
      );
      // The beacons' minutes into hours, and the hours past their retention.
      telemetrySweeper = startTelemetrySweeper(
        parts.telemetry,
        {
          retentionDays: telemetryConfig(settings).retentionDays,
          intervalMs: TELEMETRY_SWEEP_INTERVAL_MS,
          now: clockOf(settings),
        },
        logger,
      );
      watcher.start();
    },
    async stop() {
      orphanSweeper?.stop();
      applicationSweeper?.stop();
      inquirySweeper?.stop();
      telemetrySweeper?.stop();
      watcher.stop();
      schedules.stop();
      // The counts still in memory are written before the client closes.
      await Promise.all([notices?.stop(), parts.ingest.flush(), parts.documentThumbnails.close()]);
    },
  };
}

export function composeApi(settings: ApiSettings): ComposedApi {
  const { database, remotes, logger } = settings;
  const changes = settings.changes ?? localChangeFeed();
  const metrics = settings.metrics ?? apiMetrics();
  const parts = buildComponents(settings, settings.newsCacheMs ?? DEFAULT_NEWS_CACHE_MS, metrics);
  invalidateOnChanges(changes, parts);
  metrics.watchOutbox(() => parts.inquiries.mailBacklog(), logger);
  const watcher = canaryWatcher(settings, changes, parts);
  return {
    http: {
      trustedProxies: settings.trustedProxies ?? ['loopback'],
      corsOrigins: settings.corsOrigins ?? [],
      production: settings.production ?? false,
      timeouts: settings.timeouts ?? {
        requestMs: DEFAULT_REQUEST_TIMEOUT_MS,
        uploadMs: DEFAULT_UPLOAD_TIMEOUT_MS,
      },
    },
    logger,
    lifecycle: settings.lifecycle ?? serviceLifecycle(apiReadiness(database, remotes)),
    metrics,
    changes,
    routers: routersOf(settings, parts, settings.rateLimitStore),
    async ensureIndexes() {
      await Promise.all([
        parts.news.ensureIndexes(),
        parts.images.ensureIndexes(),
        parts.admins.ensureIndexes(),
        parts.careers.ensureIndexes(),
        parts.inquiries.ensureIndexes(),
        parts.applications.ensureIndexes(),
        parts.auditLog.ensureIndexes(),
        parts.telemetry.ensureIndexes(),
        parts.documents.ensureIndexes(),
        parts.documentFiles.ensureIndexes(),
        parts.investorEvents.ensureIndexes(),
      ]);
    },
    background: backgroundWork(settings, changes, parts, watcher),
    releases: {
      flushTelemetry: () => parts.ingest.flush(),
      foldTelemetry: () =>
        foldTelemetry(parts.telemetry, {
          retentionDays: telemetryConfig(settings).retentionDays,
          now: clockOf(settings),
        }),
      checkCanaries: () => watcher.check(),
    },
  };
}
