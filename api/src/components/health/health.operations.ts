// Whether the API can serve: its health under /api, and the probes an orchestrator reads
// (answered first, before the request log, by the service lifecycle of @alu/server-kit).
import { healthSchema, livenessSchema, readinessSchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { json } from '../../platform/http/answers';

const tag = 'health';

export const readHealth = defineOperation({
  id: 'readHealth',
  method: 'get',
  path: '/api/health',
  tag,
  summary: 'Tells whether the database answers a ping, and how fast',
  auth: 'none',
  responses: {
    200: json('The database answers.', healthSchema),
    503: json('The database does not answer.', healthSchema),
  },
});

export const liveness = defineOperation({
  id: 'liveness',
  method: 'get',
  path: '/healthz',
  tag,
  summary: 'Answers while the process runs (the liveness probe)',
  auth: 'none',
  responses: { 200: json('The process runs.', livenessSchema) },
});

export const readiness = defineOperation({
  id: 'readiness',
  method: 'get',
  path: '/readyz',
  tag,
  summary: 'Tells whether every dependency answers and the process is not stopping',
  auth: 'none',
  responses: {
    200: json(
      'Ready (a dependency the API can do without may be failing: `degraded`).',
      readinessSchema,
    ),
    503: json('Not ready, or stopping (`draining`).', readinessSchema),
  },
});

export const HEALTH_OPERATIONS = [readHealth, liveness, readiness] as const;
