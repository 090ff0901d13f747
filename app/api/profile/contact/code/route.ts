import { bindCodeSchema } from '@/contract/profile';
import { defineRoute } from '@/lib/bff/define-route';
import { sendContactCode } from '@/lib/wps/profile';

/**
 * POST /api/profile/contact/code { channel: 'mobile' | 'email', target: 'new', mobileNum | email }
 * or { channel, target: 'old' } — a code to bind a new number/address, or to prove the bound one.
 */
export const POST = defineRoute({ access: 'member', body: bindCodeSchema }, ({ caller, body }) => sendContactCode(caller, body));
