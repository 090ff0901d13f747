// The back-office module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { assertNotBlocked } from './members/member-blocks';
export { staffSessions } from './schema';
export { actorOf, guardAdmin } from './staff/admin-guard';
export { collectAdminRoutes, type AdminRoute } from './staff/admin-permissions';
export { auditChange, auditCreated, auditPickedRun, auditRun } from './staff/audit-change';
export { syncBuiltinRoles } from './staff/staff-store';
export { closeOpenApproval, decideApproval, fourEyesErrors, fourEyesSettings, needsSecondApprover, openApprovalOf, requestApproval } from './approvals/four-eyes';
export { asSettingChange } from './settings/setting-audit';
export { bannerSubject, boardEventSubject, depositSubject, drawSubject, feedbackSubject, liveRoundSubject, memberPointsSubject, memberSubject, missionSubject, settingSubject, vendorSubject, withdrawalSubject } from './staff/audit-subjects';
export { demoStaffCode, seedDemoStaff } from './staff/demo-staff';
