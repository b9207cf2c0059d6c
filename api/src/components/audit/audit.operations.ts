// The audit trail's one operation: administrators read it, newest first.
import { auditPageSchema, auditQuerySchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { INVALID, json, SERVER_ERRORS, UNAUTHORIZED } from '../../platform/http/answers';

export const listAudit = defineOperation({
  id: 'listAudit',
  method: 'get',
  path: '/api/audit',
  tag: 'audit',
  summary: "Lists administrators' writes and sign-ins newest first, a page at a time",
  auth: 'admin',
  query: auditQuerySchema,
  responses: {
    200: json('One page of entries.', auditPageSchema),
    400: INVALID,
    401: UNAUTHORIZED,
    ...SERVER_ERRORS,
  },
});

export const AUDIT_OPERATIONS = [listAudit] as const;
