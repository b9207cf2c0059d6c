// What other components use of the administrators: who is signed in, and the guards of their
// routes.
export { AdminAuth, type AdminIdentity } from './adminAuth';
export { optionalAdmin, requireAdmin } from './requireAdmin';
