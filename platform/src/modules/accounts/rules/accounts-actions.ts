// Operator reads of the accounts side, shared by the admin API and the CLI's database fallback.
import type { Executor } from '../../../core/database/client';
import { listMail, listSms } from '../queries/outbox';

export interface OutboxSms {
  id: number;
  recipient: string;
  body: string;
  provider: string;
  createdAt: string;
}

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function outboxSms(ex: Executor, recipient: string | undefined, limit = 20): Promise<OutboxSms[]> {
  return (await listSms(ex, recipient, limit)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function outboxMail(ex: Executor, recipient: string | undefined, limit = 20): Promise<OutboxMail[]> {
  return (await listMail(ex, recipient, limit)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
