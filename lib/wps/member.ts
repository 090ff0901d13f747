import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';
import { memberSummarySchema } from './session';

const memberInfoSchema = memberSummarySchema.extend({
  currency: z.string().default('THB'),
  currencySymbol: z.string().default('฿'),
  /** The member's VIP level (loyalty): clubLabel.labelName is its name. */
  clubLabel: z.object({ labelId: z.number(), labelName: z.string() }).optional(),
  /** The avatar's version (security center), null without one. */
  avatar: z.string().nullable().optional(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info (token). */
export function memberInfo(caller: WpsCaller): Promise<MemberInfo> {
  return wpsFetch('/wps/member/info', { schema: memberInfoSchema, caller });
}
