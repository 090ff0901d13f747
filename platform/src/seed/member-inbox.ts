// The demo members' inbox (messageV2): a few platform messages in Thai and English, one read, so
// the demo member's messages page and the header badge show something real on a fresh start.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../core/database/client';
import { members } from '../modules/accounts';
import { agentMessages } from '../modules/member-center';

const MESSAGES = [
  {
    daysAgo: 6,
    read: true,
    title: { th: 'ยินดีต้อนรับสู่ Royal Bet', en: 'Welcome to Royal Bet' },
    content: { th: '<p>ขอบคุณที่สมัครสมาชิก ฝากเงินครั้งแรกได้ที่เมนูฝากเงิน</p>', en: '<p>Thank you for joining. Make your first deposit from the deposit menu.</p>' },
  },
  {
    daysAgo: 2,
    read: false,
    title: { th: 'ตั้งรหัสผ่านการเงินของคุณ', en: 'Set your funds password' },
    content: { th: '<p>เพื่อความปลอดภัย กรุณาตั้งรหัสผ่านการเงินในศูนย์ความปลอดภัยก่อนถอนเงิน</p>', en: '<p>For your safety, set a funds password in the security center before your first withdrawal.</p>' },
  },
  {
    daysAgo: 0,
    read: false,
    title: { th: 'ปิดปรับปรุงระบบคืนวันอาทิตย์', en: 'Maintenance on Sunday night' },
    content: { th: '<p>ระบบจะปิดปรับปรุงเวลา 02:00–04:00 น. (เวลาประเทศไทย)</p>', en: '<p>The site is down for maintenance from 02:00 to 04:00 (Bangkok time).</p>' },
  },
];

export const INBOX_DEMO_ACCOUNTS = ['player01', 'demo01'];

export async function seedMemberInbox(tx: Executor, now = new Date()): Promise<void> {
  const recipients = await tx.select({ id: members.id }).from(members).where(inArray(members.account, INBOX_DEMO_ACCOUNTS));
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000 - 3_600_000);
  const rows = recipients.flatMap((member) =>
    MESSAGES.map((message) => ({ recipientId: member.id, title: message.title, content: message.content, sentAt: at(message.daysAgo), readAt: message.read ? at(message.daysAgo - 0.01) : null })),
  );
  if (rows.length) await tx.insert(agentMessages).values(rows);
}
