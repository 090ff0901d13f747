// The back-office module as other parts of the platform see it: what they may import from it.
// No module imports it: what modules use of the staff's access and the audit trail is core's
// (core/admin/), joined to back-office's staff by server.ts through the route context; four-eyes
// approvals are a module of their own (modules/approvals).
export { staffAccess } from './staff/admin-guard';
export { collectAdminRoutes, type AdminRoute } from './staff/admin-permissions';
export { syncBuiltinRoles } from './staff/staff-store';
export { readSettingsGroup } from './settings/settings-stores';
export { demoStaffCode, seedDemoStaff } from './staff/demo-staff';
