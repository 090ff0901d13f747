import 'server-only';
import { z } from 'zod';
import { wpsFetch, type WpsCaller } from './client';

/**
 * GET /wps/captcha — value is a base64 PNG; `key` names the challenge the answer is checked against.
 * A known device or a signed-in member (token) draws from the site budget's reserve.
 */
export function captchaImage(key: string, caller: WpsCaller): Promise<string> {
  return wpsFetch('/wps/captcha', {
    query: { key },
    schema: z.string().regex(/^[A-Za-z0-9+/=]+$/),
    caller: { language: caller.language, ip: caller.ip, country: caller.country, deviceId: caller.deviceId, token: caller.token },
  });
}
