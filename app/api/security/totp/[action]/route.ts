import { defineRoute, segment } from '@/lib/bff/define-route';
import { totpCodeSchema } from '@/lib/validation/accounts';
import { toggleTotp } from '@/lib/wps/accounts';

const TOTP_ACTIONS = ['enable', 'disable'] as const;
const actionParams = segment('action', (name) => TOTP_ACTIONS.find((action) => action === name), ['not_found', 'Unknown action']);

/** POST /api/security/totp/enable | /disable — `{ code }` from the authenticator app. */
export const POST = defineRoute({ access: 'member', params: actionParams, body: totpCodeSchema }, async ({ caller, params: { action }, body }) => {
  await toggleTotp(action, body.code, caller);
  return { totpEnabled: action === 'enable' };
});
