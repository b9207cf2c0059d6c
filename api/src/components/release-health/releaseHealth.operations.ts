// The release-health API: how each remote's stable and canary versions fare with visitors.
import { releaseStatusSchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { json, SERVER_ERRORS, UNAUTHORIZED } from '../../platform/http/answers';

export const readReleaseStatus = defineOperation({
  id: 'readReleaseStatus',
  method: 'get',
  path: '/api/releases/status',
  tag: 'releases',
  summary:
    "Each remote's stable version and canary, its versions' figures (last hour, last day) and history",
  description:
    'Figures come from the browsers’ beacons: page views, page loads, errors (failed loads ' +
    'included) per view, and the 75th percentile of LCP, INP, CLS and TTFB, given as the upper ' +
    'bound of the histogram bucket that holds it (null without a measure). The last day is ' +
    'the last 24 hours, its folded part to the hour. History: newest first, at most 20.',
  auth: 'admin',
  responses: {
    200: json('The status of every remote of the registry.', releaseStatusSchema),
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const RELEASE_HEALTH_OPERATIONS = [readReleaseStatus] as const;
