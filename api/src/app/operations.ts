// Every operation the API serves, gathered from its components: the OpenAPI document is
// generated from this list and the tests compare it with the routes Express serves.
import type { Operation } from '../platform/http/operation';
import { API_REFERENCE_OPERATIONS } from '../components/api-reference/apiReference.operations';
import { ADMIN_OPERATIONS } from '../components/admin/admin.operations';
import { APPLICATIONS_OPERATIONS } from '../components/applications/applications.operations';
import { AUDIT_OPERATIONS } from '../components/audit/audit.operations';
import { CAREERS_OPERATIONS } from '../components/careers/careers.operations';
import { DOCUMENTS_OPERATIONS } from '../components/documents/documents.operations';
import { INVESTOR_EVENTS_OPERATIONS } from '../components/investor-events/investorEvents.operations';
import { HEALTH_OPERATIONS } from '../components/health/health.operations';
import { INQUIRIES_OPERATIONS } from '../components/inquiries/inquiries.operations';
import { NEWS_OPERATIONS } from '../components/news/news.operations';
import { NEWSLETTER_OPERATIONS } from '../components/newsletter/newsletter.operations';
import { PUBLIC_CONFIG_OPERATIONS } from '../components/public-config/publicConfig.operations';
import { RELEASE_HEALTH_OPERATIONS } from '../components/release-health/releaseHealth.operations';
import { REMOTES_OPERATIONS } from '../components/remotes/remotes.operations';
import { SEARCH_OPERATIONS } from '../components/search/search.operations';
import { TELEMETRY_OPERATIONS } from '../components/telemetry/telemetry.operations';
import { UPLOADS_OPERATIONS } from '../components/uploads/uploads.operations';

export const API_OPERATIONS: readonly Operation[] = [
  ...NEWS_OPERATIONS,
  ...CAREERS_OPERATIONS,
  ...DOCUMENTS_OPERATIONS,
  ...INVESTOR_EVENTS_OPERATIONS,
  ...APPLICATIONS_OPERATIONS,
  ...INQUIRIES_OPERATIONS,
  ...NEWSLETTER_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...AUDIT_OPERATIONS,
  ...SEARCH_OPERATIONS,
  ...REMOTES_OPERATIONS,
  ...RELEASE_HEALTH_OPERATIONS,
  ...TELEMETRY_OPERATIONS,
  ...PUBLIC_CONFIG_OPERATIONS,
  ...UPLOADS_OPERATIONS,
  ...HEALTH_OPERATIONS,
  ...API_REFERENCE_OPERATIONS,
];
