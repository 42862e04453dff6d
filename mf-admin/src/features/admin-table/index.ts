/** What other features use of this one: the rest of its folder is its own. */
export { createAdminList } from './model/list';
export type { AdminPageOf, ApiQuery } from './model/list';
export { auditList } from './model/audit';
export type { ListSpec } from './model/query';
export { ReasonDialog } from './ui/ReasonDialog';
export { AuditTrail } from './ui/AuditTrail';
