// The release calls of the admin area. They live with the tab rather than in shared/api so
// that they load with it, never with the sign-in page.
import { fetchJson } from '@alu/common';
import type { ReleaseStatus } from '@alu/common/contracts/schemas';
import { bearer } from '../../shared/api/adminApi';

export const RELEASES_STATUS_PATH = '/api/releases/status';

/** What an administrator may decide about a running canary. */
export type CanaryDecision = 'promote' | 'abort';

const decisionPath = (remote: string, decision: CanaryDecision) =>
  `/api/remotes/${encodeURIComponent(remote)}/${decision}`;

export const releasesApi = {
  /** Every remote's stable and canary versions, their figures and their history. */
  status: (token: string, signal?: AbortSignal) =>
    fetchJson<ReleaseStatus>(RELEASES_STATUS_PATH, { headers: bearer(token), signal }),
  /**
   * Promotes the remote's canary to stable, or aborts it; rejects with a 409 when the remote
   * has no canary running (any more).
   */
  decide: (token: string, remote: string, decision: CanaryDecision) =>
    fetchJson<unknown>(decisionPath(remote, decision), {
      method: 'POST',
      headers: bearer(token),
    }),
};
