// What other components use of the audit trail: the note a write leaves for it.
export { AuditTrail, noteForAudit, type AuditNote } from './auditTrail';
