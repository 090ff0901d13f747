// What the local SMS and mail gateways "sent", newest first (operator CLI, admin API, tests).
import { desc, ilike, like } from 'drizzle-orm';
import type { Executor } from '../../../core/database/client';
import { mailOutbox, smsOutbox } from '../schema-accounts';

export async function insertSms(ex: Executor, message: { recipient: string; body: string; provider: string }): Promise<void> {
  await ex.insert(smsOutbox).values(message);
}

export async function insertMail(ex: Executor, message: { recipient: string; subject: string; body: string }): Promise<void> {
  await ex.insert(mailOutbox).values(message);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SmsRow {
  id: number;
  recipient: string;
  body: string;
  provider: string;
  createdAt: Date;
}

/** A number filter matches by its digits without the trunk 0: 0812345678 finds +66812345678. */
export async function listSms(ex: Executor, filter: string | undefined, limit: number): Promise<SmsRow[]> {
  const digits = filter?.replace(/\D/g, '').replace(/^0+/, '');
  return ex
    .select()
    .from(smsOutbox)
    .where(digits ? like(smsOutbox.recipient, `%${escapeLike(digits)}`) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}

export interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** An address filter matches case-insensitively, anywhere in the recipient. */
export async function listMail(ex: Executor, filter: string | undefined, limit: number): Promise<MailRow[]> {
  return ex
    .select()
    .from(mailOutbox)
    .where(filter ? ilike(mailOutbox.recipient, `%${escapeLike(filter.trim())}%`) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
