// The approvals module as other parts of the platform see it: what they may import from it.
export { approvalRequests } from './schema';
export { closeOpenApproval, decideApproval, fourEyesErrors, fourEyesSettings, needsSecondApprover, openApprovalOf, requestApproval } from './rules/four-eyes';
export { postAdjustment } from './rules/manual-adjustment';
