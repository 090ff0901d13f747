// Where e-mail goes: the local outbox (default) or an HTTP mail API (MAIL_PROVIDER=http). An SMTP
// relay is one more MailGateway implementation (see platform/README.md).
import type { Db } from '../../../core/database/client';
import { insertMail } from '../queries/outbox';
import { postJson, type HttpGatewayOptions } from './sms-gateway';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailGateway {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export class LocalMailOutbox implements MailGateway {
  readonly name = 'local';
  constructor(private readonly db: Db) {}

  async send(message: MailMessage): Promise<void> {
    await insertMail(this.db, { recipient: message.to, subject: message.subject, body: message.text });
  }
}

/** POSTs { from, to, subject, text } as JSON with `Authorization: Bearer <key>`. */
export class HttpMailGateway implements MailGateway {
  readonly name = 'http';
  constructor(
    private readonly options: HttpGatewayOptions,
    private readonly from: string,
  ) {}

  send(message: MailMessage): Promise<void> {
    return postJson(this.options, { from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}

export function mailGatewayFromEnv(env: { MAIL_PROVIDER?: string; MAIL_HTTP_URL?: string; MAIL_HTTP_KEY?: string; MAIL_FROM?: string }, db: Db): MailGateway {
  if (env.MAIL_PROVIDER === 'http') {
    if (!env.MAIL_HTTP_URL) throw new Error('MAIL_PROVIDER=http needs MAIL_HTTP_URL');
    return new HttpMailGateway({ url: env.MAIL_HTTP_URL, apiKey: env.MAIL_HTTP_KEY }, env.MAIL_FROM || 'no-reply@localhost');
  }
  if (env.MAIL_PROVIDER && env.MAIL_PROVIDER !== 'local') throw new Error(`Unknown MAIL_PROVIDER: ${env.MAIL_PROVIDER}`);
  return new LocalMailOutbox(db);
}
