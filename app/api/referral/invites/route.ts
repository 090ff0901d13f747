import { referralPageQuery } from '@/contract/referral';
import { defineRoute } from '@/lib/bff/define-route';
import { inviteList } from '@/lib/wps/referral';

/** GET /api/referral/invites?page&size — the member's invitees. */
export const GET = defineRoute({ access: 'member', query: referralPageQuery }, ({ caller, query }) => inviteList(caller, query));
