import { defineRoute } from '@/lib/bff/define-route';
import { totpCodeSchema } from '@/lib/validation/accounts';
import { toggleTotp } from '@/lib/wps/accounts';

const isTotpAction = (action: string): action is 'enable' | 'disable' => action === 'enable' || action === 'disable';

const actionParams = {
  parse: ({ action }: Record<string, string>) => (isTotpAction(action) ? { action } : undefined),
  notFound: ['not_found', 'Unknown action'],
} as const;

/** POST /api/security/totp/enable | /disable — `{ code }` from the authenticator app. */
export const POST = defineRoute({ access: 'member', params: actionParams, body: totpCodeSchema }, async ({ caller, params: { action }, body }) => {
  await toggleTotp(action, body.code, caller);
  return { totpEnabled: action === 'enable' };
});
