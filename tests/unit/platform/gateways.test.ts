/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { Db } from '@/platform/src/core/database/client';
import { HttpMailGateway, LocalMailOutbox, mailGatewayFromEnv } from '@/platform/src/modules/accounts/rules/mail-gateway';
import { oauthProviders } from '@/platform/src/modules/accounts/rules/oauth-providers';
import { GatewayError, HttpSmsGateway, LocalOutboxGateway, smsGatewayFromEnv } from '@/platform/src/modules/accounts/rules/sms-gateway';

describe('gateway selection', () => {
  const db = {} as Db;

  it('uses the local outboxes unless the environment names a provider', () => {
    expect(smsGatewayFromEnv({}, db)).toBeInstanceOf(LocalOutboxGateway);
    expect(smsGatewayFromEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://sms.example/send' }, db)).toBeInstanceOf(HttpSmsGateway);
    expect(() => smsGatewayFromEnv({ SMS_PROVIDER: 'http' }, db)).toThrow(/SMS_HTTP_URL/);
    expect(() => smsGatewayFromEnv({ SMS_PROVIDER: 'carrier-pigeon' }, db)).toThrow(/Unknown SMS_PROVIDER/);
    expect(mailGatewayFromEnv({}, db)).toBeInstanceOf(LocalMailOutbox);
    expect(mailGatewayFromEnv({ MAIL_PROVIDER: 'http', MAIL_HTTP_URL: 'http://mail.example/send' }, db)).toBeInstanceOf(HttpMailGateway);
    expect(() => mailGatewayFromEnv({ MAIL_PROVIDER: 'smtp' }, db)).toThrow(/Unknown MAIL_PROVIDER/);
  });
});

describe('HTTP adapters', () => {
  let server: Server;
  let url = '';
  let status = 200;
  const received: { authorization?: string; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/send`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('post JSON with the bearer key', async () => {
    await new HttpSmsGateway({ url, apiKey: 'k1' }).send('+66812345678', 'hello');
    expect(received.at(-1)).toEqual({ authorization: 'Bearer k1', body: { to: '+66812345678', text: 'hello' } });
    await new HttpMailGateway({ url, apiKey: 'k2' }, 'from@example.com').send({ to: 'a@example.com', subject: 's', text: 't' });
    expect(received.at(-1)).toEqual({ authorization: 'Bearer k2', body: { from: 'from@example.com', to: 'a@example.com', subject: 's', text: 't' } });
  });

  it('fail on a non-2xx answer or an unreachable provider', async () => {
    status = 500;
    await expect(new HttpSmsGateway({ url }).send('+66812345678', 'x')).rejects.toBeInstanceOf(GatewayError);
    status = 200;
    await expect(new HttpSmsGateway({ url: 'http://127.0.0.1:1/none', timeoutMs: 2000 }).send('+6681', 'x')).rejects.toThrow(/unreachable/);
  });
});

describe('OpenID providers', () => {
  it('lists complete configurations only, by lowercase name', () => {
    expect(oauthProviders({})).toEqual([]);
    expect(
      oauthProviders({
        OIDC_LINE_ISSUER: 'https://access.line.me',
        OIDC_LINE_CLIENT_ID: 'a',
        OIDC_LINE_CLIENT_SECRET: 'b',
        OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
        OIDC_GOOGLE_CLIENT_ID: 'c',
      }),
    ).toEqual([{ name: 'line', issuer: 'https://access.line.me' }]);
  });
});
