// Where SMS go. The local outbox (default) stores them for developers, tests and the operator CLI;
// HttpSmsGateway hands them to a provider. To plug in another provider, implement SmsGateway and
// return it from smsGatewayFromEnv (see platform/README.md).
import type { Db } from '../../../core/database/client';
import { insertSms } from '../queries/outbox';

export interface SmsGateway {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects (GatewayError) otherwise. */
  send(to: string, text: string): Promise<void>;
}

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class LocalOutboxGateway implements SmsGateway {
  readonly name = 'local';
  constructor(private readonly db: Db) {}

  async send(to: string, text: string): Promise<void> {
    await insertSms(this.db, { recipient: to, body: text, provider: this.name });
  }
}

export interface HttpGatewayOptions {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** POSTs JSON to a provider endpoint with `Authorization: Bearer <key>`; any non-2xx is a failure. */
export async function postJson(options: HttpGatewayOptions, payload: Record<string, string>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new GatewayError(`provider unreachable: ${(error as Error).name}`);
  }
  await response.body?.cancel();
  if (!response.ok) throw new GatewayError(`provider answered HTTP ${response.status}`);
}

export class HttpSmsGateway implements SmsGateway {
  readonly name = 'http';
  constructor(private readonly options: HttpGatewayOptions) {}

  send(to: string, text: string): Promise<void> {
    return postJson(this.options, { to, text });
  }
}

/** SMS_PROVIDER=http with SMS_HTTP_URL (and SMS_HTTP_KEY) selects the HTTP adapter; else the outbox. */
export function smsGatewayFromEnv(env: { SMS_PROVIDER?: string; SMS_HTTP_URL?: string; SMS_HTTP_KEY?: string }, db: Db): SmsGateway {
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return new HttpSmsGateway({ url: env.SMS_HTTP_URL, apiKey: env.SMS_HTTP_KEY });
  }
  if (env.SMS_PROVIDER && env.SMS_PROVIDER !== 'local') throw new Error(`Unknown SMS_PROVIDER: ${env.SMS_PROVIDER}`);
  return new LocalOutboxGateway(db);
}
