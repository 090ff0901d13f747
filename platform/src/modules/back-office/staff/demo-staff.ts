// The demo profile's back-office staff (`npm start` prints them): an owner, a finance and a support
// member, enrolled already, with published passwords and authenticator secrets so that anyone trying
// the demo can sign in and see the two-person rule at work. The production profile has none: its
// first owner comes from `npm run ops -- staff add <name> --role owner`, and its database refuses the
// demo's (seed/index.ts), so these names and secrets never exist there.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/database/client';
import { staff } from '../schema';
import { hashPassword } from '../../accounts';
import { sealSecret, totpCode } from '../../accounts';

export const DEMO_STAFF_CREATOR = 'demo-seed';

/** Published in the README and the start banner (modules/accounts/rules/published-passwords.ts lists the password). */
export const DEMO_STAFF = [
  { name: 'owner01', role: 'owner', password: 'Backoffice@2026', totpSecret: 'DEMOOWNERSTAFFTOTPSECRETROYALBET' },
  { name: 'finance01', role: 'finance', password: 'Backoffice@2026', totpSecret: 'DEMOFINANCESTAFFTOTPSECRETROYALB' },
  { name: 'support01', role: 'support', password: 'Backoffice@2026', totpSecret: 'DEMOSUPPORTSTAFFTOTPSECRETROYALB' },
] as const;

/** Adds the demo staff that are missing (a staff member the operator changed is left as it is). */
export async function seedDemoStaff(db: Db, totpKey: Buffer, now = new Date()): Promise<void> {
  // One scrypt hash per password, not per member: every platform start of a test suite runs this.
  const hashes = new Map<string, Promise<string>>();
  for (const member of DEMO_STAFF) {
    const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.name, member.name));
    if (existing) continue;
    if (!hashes.has(member.password)) hashes.set(member.password, hashPassword(member.password));
    await db
      .insert(staff)
      .values({
        name: member.name,
        role: member.role,
        passwordHash: await hashes.get(member.password)!,
        totpSecret: sealSecret(totpKey, member.totpSecret),
        totpEnrolledAt: now,
        createdBy: DEMO_STAFF_CREATOR,
      })
      .onConflictDoNothing();
  }
}

/** `npm run ops -- staff code <name>`: the current authenticator code of a demo staff member. */
export async function demoStaffCode(name: string, now = Date.now()): Promise<string | undefined> {
  const member = DEMO_STAFF.find((candidate) => candidate.name === name);
  return member && totpCode(member.totpSecret, now);
}
