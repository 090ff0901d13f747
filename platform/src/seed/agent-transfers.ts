// Agent announcements (AGENTANNOUNCE3, type 'A') and a few platform messages for every agent
// (messageV2), in the content seed's languages (Thai, English, Chinese; others fall back to English),
// and agent01's funds password (Fund@2026, as player01's), so the demo agent can pay its downlines.
// Seeded once: when no agent announcement exists yet (databases from before this feature get them
// on their next start).
import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/accounts';
import { AGENT_ANNOUNCEMENT_TYPE } from '../../../contract/agent-transfers';
import { AGENT_TYPES } from '../../../contract/member-types';
import type { Executor } from '../core/database/client';
import { members } from '../modules/accounts';
import { fundsPasswords } from '../modules/accounts';
import { agentMessages } from '../modules/member-center';
import { announcements } from '../modules/content';
import { type LocalizedText } from '../core/localized';

const t = (en: string, th: string, zh: string): LocalizedText => ({ en, th, zh });
const p = (en: string, th: string, zh: string) => t(`<p>${en}</p>`, `<p>${th}</p>`, `<p>${zh}</p>`);

export const AGENT_ANNOUNCEMENTS: { title: LocalizedText; content: LocalizedText }[] = [
  {
    title: t('Commission settlement schedule', 'กำหนดการจ่ายค่าคอมมิชชัน', '佣金结算时间表'),
    content: p(
      'Daily salaries are paid the next day before 12:00; dividends at the end of each period.',
      'เงินเดือนรายวันจ่ายวันถัดไปก่อนเวลา 12:00 น. ส่วนปันผลจ่ายเมื่อสิ้นสุดแต่ละรอบ',
      '日工资于次日12:00前发放；分红于每期结束时发放。',
    ),
  },
  {
    title: t('Red envelopes for your team', 'อั่งเปาสำหรับทีมของคุณ', '团队红包功能上线'),
    content: p(
      'Send one amount to many downlines at once from the red envelope page.',
      'ส่งเงินให้ดาวน์ไลน์หลายคนพร้อมกันได้จากหน้าอั่งเปา',
      '现可在红包页面一次性向多位下级转账。',
    ),
  },
  {
    title: t('Protect your funds password', 'ปกป้องรหัสผ่านการเงินของคุณ', '请保护好您的资金密码'),
    content: p(
      'Transfers to downlines need your funds password. Never share it, not even with support.',
      'การโอนให้ดาวน์ไลน์ต้องใช้รหัสผ่านการเงิน ห้ามเปิดเผยแก่ผู้ใดแม้แต่ฝ่ายบริการลูกค้า',
      '向下级转账需要资金密码，切勿透露给任何人，包括客服。',
    ),
  },
  {
    title: t('New contract rules', 'กฎสัญญาใหม่', '新版契约规则'),
    content: p(
      "A downline's rate can never be above yours; a lower new contract ends higher downline contracts.",
      'อัตราของดาวน์ไลน์ต้องไม่สูงกว่าของคุณ สัญญาใหม่ที่ต่ำกว่าจะยุติสัญญาดาวน์ไลน์ที่สูงกว่า',
      '下级比例不得高于您的比例；较低的新契约将终止高于它的下级契约。',
    ),
  },
];

const AGENT_MESSAGES: { title: LocalizedText; content: LocalizedText; daysAgo: number; read: boolean }[] = [
  {
    title: t('Welcome to the agent center', 'ยินดีต้อนรับสู่ศูนย์ตัวแทน', '欢迎来到代理中心'),
    content: p('Create accounts, follow your team and pay your downlines from here.', 'สร้างบัญชี ติดตามทีม และโอนเงินให้ดาวน์ไลน์ได้จากที่นี่', '您可以在这里开户、查看团队并向下级转账。'),
    daysAgo: 20,
    read: true,
  },
  {
    title: t('Your transfer limits', 'วงเงินการโอนของคุณ', '您的转账限额'),
    content: p('Each transfer to a downline is between 1.00 and 50,000.00; up to 500,000.00 a day.', 'การโอนให้ดาวน์ไลน์แต่ละครั้งอยู่ระหว่าง 1.00 ถึง 50,000.00 และสูงสุด 500,000.00 ต่อวัน', '每笔向下级转账为1.00至50,000.00，每日最多500,000.00。'),
    daysAgo: 6,
    read: false,
  },
  {
    title: t('Maintenance on Tuesday', 'ปิดปรับปรุงวันอังคาร', '周二系统维护'),
    content: p('Reports may be delayed between 02:00 and 04:00 on Tuesday.', 'รายงานอาจล่าช้าระหว่าง 02:00–04:00 น. ในวันอังคาร', '周二02:00至04:00期间报表可能延迟。'),
    daysAgo: 2,
    read: false,
  },
];

/** The demo agent whose funds password is seeded. */
export const DEMO_AGENT = { account: 'agent01', fundsPassword: 'Fund@2026' };

export async function seedAgentTransfersIfEmpty(tx: Executor, now = new Date()): Promise<boolean> {
  const [{ total }] = await tx.select({ total: count() }).from(announcements).where(eq(announcements.type, AGENT_ANNOUNCEMENT_TYPE));
  if (total > 0) return false;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await tx.insert(announcements).values(
    AGENT_ANNOUNCEMENTS.map((text, i) => ({ type: AGENT_ANNOUNCEMENT_TYPE, ...text, sequence: i + 1, publishedAt: hoursAgo(24 * (i + 1)) })),
  );
  const agents = await tx.select({ id: members.id }).from(members).where(inArray(members.type, [...AGENT_TYPES]));
  const rows = agents.flatMap((agent) =>
    AGENT_MESSAGES.map((message) => ({
      recipientId: agent.id,
      title: message.title,
      content: message.content,
      sentAt: hoursAgo(24 * message.daysAgo),
      readAt: message.read ? hoursAgo(24 * message.daysAgo - 1) : null,
    })),
  );
  for (let i = 0; i < rows.length; i += 1_000) await tx.insert(agentMessages).values(rows.slice(i, i + 1_000));
  const [demo] = await tx.select({ id: members.id }).from(members).where(eq(members.account, DEMO_AGENT.account));
  if (demo) await tx.insert(fundsPasswords).values({ memberId: demo.id, hash: await hashPassword(DEMO_AGENT.fundsPassword) }).onConflictDoNothing();
  return true;
}
