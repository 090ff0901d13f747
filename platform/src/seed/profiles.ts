// Demo profiles for the security center (spec §3 "further profile labels"): demo01 and player01
// have their personal details filled in, and demo01 a picture (a 256 px WebP drawn here, as an
// upload would be stored), so /securityCenter/profile, the member hub and the header show them.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_SIDE } from '../../../contract/profile';
import type { Executor } from '../core/database/client';
import { saveAvatar, saveProfileValues } from '../modules/accounts';
import { members } from '../modules/accounts';

const PROFILES = [
  {
    account: 'demo01',
    values: { birthday: '1990-04-12', gender: 'M', address: '88 Sukhumvit Road, Khlong Toei, Bangkok 10110', nationality: 'Thai', occupation: 'Engineer', sourceOfIncome: 'Salary', placeOfBirth: 'Chiang Mai', line: 'demo01' },
    avatar: { background: '#1f6f8b', initial: 'D' },
  },
  {
    account: 'player01',
    values: { birthday: '1985-11-03', gender: 'M', address: '12 ถนนนิมมานเหมินท์ เชียงใหม่ 50200', nationality: 'ไทย', occupation: 'เจ้าของกิจการ', sourceOfIncome: 'ธุรกิจส่วนตัว', placeOfBirth: 'เชียงใหม่' },
  },
] as const;

async function drawAvatar(background: string, initial: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIDE}" height="${AVATAR_SIDE}">
    <rect width="100%" height="100%" fill="${background}"/>
    <circle cx="128" cy="100" r="52" fill="#f3d2b3"/>
    <rect x="48" y="168" width="160" height="110" rx="70" fill="#f3d2b3"/>
    <text x="220" y="44" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function seedProfiles(tx: Executor): Promise<void> {
  for (const seed of PROFILES) {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.account, seed.account));
    if (!member) continue;
    await saveProfileValues(tx, member.id, seed.values);
    if ('avatar' in seed) {
      const bytes = await drawAvatar(seed.avatar.background, seed.avatar.initial);
      await saveAvatar(tx, member.id, { contentType: 'image/webp', bytes, version: createHash('sha256').update(bytes).digest('hex').slice(0, 16) });
    }
  }
}
