// The staff screen's forms, checked the same in the browser and in the BFF.
import { z } from 'zod';
import { decisionReasonSchema } from '../../contract/staff-auth';
import { roleNameSchema, staffNameSchema } from '../../contract/staff-permissions';

export const createStaffBody = z.object({ name: staffNameSchema, role: roleNameSchema });
export type CreateStaffBody = z.infer<typeof createStaffBody>;

export const changeRoleBody = z.object({ role: roleNameSchema, reason: decisionReasonSchema });
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

export const disableStaffBody = z.object({ reason: decisionReasonSchema });

export const STAFF_ACTIONS = ['role', 'disable', 'enrolment'] as const;
