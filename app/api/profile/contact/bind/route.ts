import { bindContactSchema } from '@/contract/profile';
import { defineRoute } from '@/lib/bff/define-route';
import { bindContact } from '@/lib/wps/profile';

/**
 * POST /api/profile/contact/bind { channel, mobileNum | email, code, oldCode? | password? } —
 * binds the number or address whose code is given; replacing a bound one needs its code or the
 * login password. Answers the masked contacts.
 */
export const POST = defineRoute({ access: 'member', body: bindContactSchema }, ({ caller, body }) => bindContact(caller, body));
