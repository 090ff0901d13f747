import { randomBytes } from 'node:crypto';
import { defineRoute } from '@/lib/bff/define-route';
import { ensureDeviceId } from '@/lib/bff/device-id';
import { captchaImage } from '@/lib/wps/captcha';

/**
 * GET /api/captcha — a new captcha image; its key stays in the session, the answer upstream. The
 * browser's device id (drawn now if it has none) and a member's token go along: they may draw from
 * the reserve of the site's captcha budget.
 */
export const GET = defineRoute({ access: 'public' }, async ({ caller, session }) => {
  const current = await session();
  const key = randomBytes(18).toString('base64url');
  const image = await captchaImage(key, { ...caller, token: current.token, deviceId: await ensureDeviceId() });
  current.captchaKey = key;
  await current.save();
  return { image: `data:image/png;base64,${image}` };
});
