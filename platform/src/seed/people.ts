// Thai-looking people for seeded accounts: first names and surnames in Thai script with the
// romanised form an account name would use, drawn with the seed's PRNG.
import { pick } from './names';

const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['สมชาย', 'somchai'], ['สมศักดิ์', 'somsak'], ['สมหญิง', 'somying'], ['สุนิสา', 'sunisa'], ['ประเสริฐ', 'prasert'],
  ['วิชัย', 'wichai'], ['สุรชัย', 'surachai'], ['อนุชา', 'anucha'], ['ธนพล', 'thanaphon'], ['ณัฐพล', 'nattaphon'],
  ['กิตติ', 'kitti'], ['ชัยวัฒน์', 'chaiwat'], ['พงศ์ศักดิ์', 'pongsak'], ['อภิชาติ', 'apichat'], ['ศิริพร', 'siriporn'],
  ['มาลี', 'malee'], ['นภา', 'napa'], ['วรรณา', 'wanna'], ['ปราณี', 'pranee'], ['จันทร์เพ็ญ', 'janpen'],
  ['กาญจนา', 'kanjana'], ['อรุณี', 'arunee'], ['รัตนา', 'rattana'], ['สุดารัตน์', 'sudarat'], ['พิมพ์ชนก', 'pimchanok'],
  ['ณัฐธิดา', 'nattida'], ['ธีรวัฒน์', 'teerawat'], ['วีระ', 'weera'], ['บุญมี', 'boonmee'], ['สมพร', 'somporn'],
  ['ปิยะ', 'piya'], ['จิราพร', 'jiraporn'], ['เกศินี', 'kesinee'], ['อัญชลี', 'anchalee'], ['ชนิดา', 'chanida'],
  ['ภานุวัฒน์', 'panuwat'], ['ศุภชัย', 'supachai'], ['เอกชัย', 'ekachai'], ['วันเพ็ญ', 'wanpen'], ['ดวงใจ', 'duangjai'],
  ['ทองดี', 'thongdee'], ['น้ำฝน', 'namfon'], ['ธนากร', 'thanakorn'], ['กมลชนก', 'kamonchanok'], ['วรวุฒิ', 'worawut'],
  ['สุภาพร', 'supaporn'], ['อรทัย', 'orathai'], ['ปกรณ์', 'pakorn'], ['ชยพล', 'chayaphon'], ['ศศิธร', 'sasithorn'],
];

const SURNAMES: readonly string[] = [
  'ใจดี', 'ศรีสุข', 'วงศ์ไทย', 'แสงทอง', 'บุญมา', 'สุขสวัสดิ์', 'รักษ์ไทย', 'ทองคำ', 'พรหมมา', 'มีสุข',
  'ชัยมงคล', 'ศรีวงศ์', 'สายทอง', 'เพชรรัตน์', 'กาญจนวงศ์', 'อินทร์แก้ว', 'จันทร์หอม', 'ประเสริฐสุข', 'วัฒนากุล', 'ทองมา',
];

// Nicknames Thais go by, often used as the display name.
const NICKNAMES: readonly string[] = [
  'ต้น', 'เบียร์', 'ฟ้า', 'มิ้นท์', 'แบงค์', 'กอล์ฟ', 'ปอนด์', 'แนน', 'เอ', 'บี', 'โอ๊ต', 'ไอซ์', 'นุ่น', 'ปาล์ม', 'เจ',
  'กิ๊ฟ', 'ตาล', 'แพร', 'บอล', 'ตั้ม', 'หนิง', 'ป๊อป', 'อาร์ม', 'เต้ย', 'พลอย', 'จูน', 'กัน', 'เฟิร์น', 'ปุ้ย', 'อ้อม',
];

export interface SeedPerson {
  /** Letters then digits: a valid, unique account name. */
  account: string;
  nickname: string;
  /** Thai full name, as on a bank account. */
  fullName: string;
}

/** A person whose account name is not in `taken` (which it is then added to). */
export function seedPerson(random: () => number, taken: Set<string>, prefix = ''): SeedPerson {
  for (;;) {
    const [thai, roman] = pick(random, FIRST_NAMES);
    const account = `${prefix}${roman}${10 + Math.floor(random() * 90)}`;
    if (taken.has(account)) continue;
    taken.add(account);
    const surname = pick(random, SURNAMES);
    const style = random();
    const nickname = style < 0.4 ? thai : style < 0.75 ? pick(random, NICKNAMES) : `${thai} ${surname.slice(0, 1)}.`;
    return { account, nickname, fullName: `${thai} ${surname}` };
  }
}
