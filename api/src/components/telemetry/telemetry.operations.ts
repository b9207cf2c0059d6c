// The telemetry API's one operation: the beacons browsers send about the page views they saw.
import { TELEMETRY_MAX_BYTES, telemetryBeaconSchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { failure, INVALID, SERVER_ERRORS, TOO_MANY } from '../../platform/http/answers';

export const recordTelemetry = defineOperation({
  id: 'recordTelemetry',
  method: 'post',
  path: '/api/telemetry',
  tag: 'telemetry',
  summary: "Counts what a page view measured (the browser's beacon); no cookie is read or set",
  description:
    'The body is JSON, sent as `application/json` or as `text/plain` (what ' +
    '`navigator.sendBeacon` sends for a string), at most 16 kB. Only events of a version the ' +
    'registry serves now are counted, under a route template that version declares (others ' +
    'under `other`); the answer is 204 all the same.',
  auth: 'none',
  body: {
    schema: telemetryBeaconSchema,
    contentType: 'application/json',
    alsoAcceptedAs: ['text/plain'],
  },
  responses: {
    204: { description: 'Received (what is counted of it is not said).' },
    400: INVALID,
    413: failure(`The body is over ${TELEMETRY_MAX_BYTES / 1024} kB (\`payload_too_large\`).`),
    429: TOO_MANY,
    ...SERVER_ERRORS,
  },
});

export const TELEMETRY_OPERATIONS = [recordTelemetry] as const;
