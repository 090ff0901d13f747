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

/** The newest message to a recipient, waiting up to 5 s for it to arrive (as a person waits for a phone). */
async function newest(kind: 'sms' | 'mail', recipient: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [message] = await outbox(kind, recipient);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no ${kind} for ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest 6-digit code the local SMS gateway sent to a number. */
export async function latestSmsCode(recipientPart: string): Promise<string> {
  const code = (await newest('sms', recipientPart)).body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${recipientPart}`);
  return code;
}

export async function latestMail(recipient: string): Promise<OutboxMessage> {
  return newest('mail', recipient);
}

export async function latestMailCode(recipient: string): Promise<string> {
  const code = (await latestMail(recipient)).body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${recipient}`);
  return code;
}
