import { referralPageQuery } from '@/contract/referral';
import { defineRoute } from '@/lib/bff/define-route';
import { referralIncome } from '@/lib/wps/referral';

/** GET /api/referral/income?page&size — the referral income credited to the member. */
export const GET = defineRoute({ access: 'member', query: referralPageQuery }, ({ caller, query }) => referralIncome(caller, query));
