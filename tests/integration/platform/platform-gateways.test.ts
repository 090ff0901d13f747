/** @jest-environment node */
// The HTTP adapters for SMS and mail against a fake provider: what they send, and that a provider
// failure answers 502 and leaves nothing behind. Also the OpenID provider list from the environment.
// Gateways do not depend on the database engine, so this runs on PGlite only.
import { createServer, type Server } from 'node:http';
import { accountsHarness, KNOWN_IP } from './accounts-harness';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, string>;
}

describe('platform with HTTP SMS and mail providers', () => {
  const received: Received[] = [];
  let failing = false;
  let provider: Server;

  const h = accountsHarness(async () => {
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(body) });
        response.statusCode = failing ? 503 : 202;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${base}/sms`,
      SMS_HTTP_KEY: 'sms-key',
      MAIL_PROVIDER: 'http',
      MAIL_HTTP_URL: `${base}/mail`,
      MAIL_HTTP_KEY: 'mail-key',
      MAIL_FROM: 'no-reply@royalbet.example',
      PORTAL_PUBLIC_URL: 'https://portal.example',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'google-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_LINE_ISSUER: 'https://access.line.me',
      OIDC_LINE_CLIENT_ID: 'line-client',
    };
  });

  afterAll(async () => {
    await new Promise((resolve) => provider?.close(resolve));
  });

  const requestCode = (mobileNum: string) =>
    h.smsRequest({ mobileNum, countryDialingCode: '+66', purpose: 'login' }, h.ip());

  it('posts {to, text} with the bearer key, and the code in it logs the member in', async () => {
    expect((await requestCode('0812345679')).body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const sms = received.at(-1)!;
    expect(sms).toMatchObject({ path: '/sms', authorization: 'Bearer sms-key', body: { to: '+66812345679' } });
    const code = /\b(\d{6})\b/.exec(sms.body.text)![1];
    const login = await h.login({ type: 'sms', mobileNum: '0812345679', countryDialingCode: '+66', verificationCode: code }, KNOWN_IP);
    expect(login.body.value.member.account).toBe('demo02');
    // Nothing in the local outbox: the provider got it.
    expect((await h.admin('/outbox/sms')).body.value).toEqual([]);
  });

  it('answers 502 sms_unknown_error when the provider fails, and the failed code neither works nor counts', async () => {
    failing = true;
    try {
      const answer = await requestCode('0812345680');
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('sms_unknown_error');
    } finally {
      failing = false;
    }
    const failedCode = /\b(\d{6})\b/.exec(received.at(-1)!.body.text)![1];
    const login = await h.login({ type: 'sms', mobileNum: '0812345680', verificationCode: failedCode }, KNOWN_IP);
    expect(login.body.code).toBe('code_expired');
    // No 60 s hold from the failed attempt.
    expect((await requestCode('0812345680')).status).toBe(200);
  });

  it('mails through the provider with a link to the public portal, and answers 502 mail_unknown_error on failure', async () => {
    expect((await h.json('/wps/member/password/email', { username: 'demo02', email: 'demo02@example.com' }, { ip: h.ip() })).body.value).toBe(true);
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({
      path: '/mail',
      authorization: 'Bearer mail-key',
      body: { from: 'no-reply@royalbet.example', to: 'demo02@example.com', subject: expect.stringMatching(/password/i) },
    });
    const token = /https:\/\/portal\.example\/resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(mail.body.text)![1];

    failing = true;
    try {
      const answer = await h.json('/wps/member/password/email', { username: 'demo02', email: 'demo02@example.com' }, { ip: h.ip() });
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('mail_unknown_error');
    } finally {
      failing = false;
    }
    // The link that could not be sent is dead; the earlier one still works, once.
    const failedToken = /resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(received.at(-1)!.body.text)![1];
    const reset = (resetToken: string) =>
      h.encrypted('POST', '/wps/member/password/reset', { token: resetToken, newPassword: 'new123', confirmNewPassword: 'new123' }, { ip: h.ip() });
    expect((await reset(failedToken)).body.code).toBe('reset_token_invalid');
    expect((await reset(token)).body.value).toBe(true);
    expect((await reset(token)).body.code).toBe('reset_token_invalid');
  });

  it('lists the complete OpenID providers only, without their secrets', async () => {
    const answer = await h.call('/wps/system/oauth/providers');
    expect(answer.body.value).toEqual([{ name: 'google', issuer: 'https://accounts.google.com' }]);
    expect(JSON.stringify(answer.body)).not.toContain('google-secret');
  });
});
