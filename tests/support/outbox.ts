import { platformUrl } from './platform-admin';

interface OutboxMessage {
  recipient: string;
  body: string;
  subject?: string;
}

async function outbox(kind: 'sms' | 'mail', recipient: string): Promise<OutboxMessage[]> {
  const url = `${platformUrl}/admin/outbox/${kind}?recipient=${encodeURIComponent(recipient)}&limit=5`;
  const response = await fetch(url, { headers: { 'X-Operator-Key': process.env.E2E_OPERATOR_KEY ?? '' } });
  if (!response.ok) throw new Error(`outbox ${kind}: HTTP ${response.status}`);
  const body = await response.json();
  return body.value;
}

/** The newest 6-digit code the local SMS gateway sent to a number (as a person reads it off the phone). */
export async function latestSmsCode(recipientPart: string): Promise<string> {
  const messages = await outbox('sms', recipientPart);
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${recipientPart}`);
  return code;
}

export async function latestMail(recipient: string): Promise<OutboxMessage> {
  const [mail] = await outbox('mail', recipient);
  if (!mail) throw new Error(`no mail for ${recipient}`);
  return mail;
}

export async function latestMailCode(recipient: string): Promise<string> {
  const code = (await latestMail(recipient)).body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${recipient}`);
  return code;
}
