// Bank cards (money-and-agents §3.1): a card carries the member's registered real name
// (members.payee_name), a member has at most maxCardCount active cards, one card belongs to one
// account ever, and a deleted card keeps its row so it can never be bound again (the unique index
// on bank code and number says so for every account at once). Binding and deleting need the funds
// password; the first binding sets it.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { bankOf, normalizeAccountNumber, type BankCard, type BankCardList, type BindBankCardInput } from '../../../../../contract/cashier-withdraw';
import type { SiteProfile } from '../../../../../contract/site-profile';
import type { Db, Executor } from '../../../core/database/client';
import { members } from '../../accounts';
import { bankCards } from '../schema';
import type { CashierSettings } from './cashier-settings';
import { ApiError } from '../../../core/http/envelope';
import { checkFundsPassword, checkNewFundsPassword, fundsPasswordErrors, fundsPasswords, hasFundsPassword } from '../../accounts';
import { hashPassword } from '../../accounts';

export const bankCardErrors = {
  payeeMissing: () => new ApiError(409, 'payee_name_missing', 'No real name is registered for this account: contact customer service'),
  nameMismatch: () => new ApiError(400, 'account_name_mismatch', 'The account name must be your registered real name'),
  limit: (max: number) => new ApiError(409, 'bank_card_limit', `At most ${max} bank cards: contact customer service`, { maxCardCount: max }),
  taken: () => new ApiError(409, 'bank_card_taken', 'This bank account cannot be bound'),
  notFound: () => new ApiError(404, 'bank_card_not_found', 'No such bank card'),
};

/** "0481234567" → "******4567" */
export const maskAccountNumber = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

const sameName = (a: string, b: string) => a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() === b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

export function cardView(row: typeof bankCards.$inferSelect): BankCard {
  const bank = bankOf(row.bankCode);
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: bank?.nameEn ?? row.bankCode,
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
  };
}

async function payeeNameOf(ex: Executor, memberId: number, lock = false): Promise<string | null> {
  const query = ex.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, memberId));
  // `no key update`: blocks other bindings, not the member's bets and entries (their foreign keys share the key).
  const [row] = lock ? await query.for('no key update') : await query;
  return row?.payeeName?.trim() || null;
}

const activeCards = (memberId: number) => and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt));

export async function listBankCards(db: Db, memberId: number, settings: CashierSettings): Promise<BankCardList> {
  const rows = await db.select().from(bankCards).where(activeCards(memberId)).orderBy(asc(bankCards.id));
  return {
    cards: rows.map(cardView),
    maxCardCount: settings.maxCardCount,
    hasFundsPassword: await hasFundsPassword(db, memberId),
    accountName: await payeeNameOf(db, memberId),
  };
}

/** An active card of the member's own; another member's id is "not found" (nothing says it exists). */
export async function findOwnCard(ex: Executor, memberId: number, cardId: number) {
  const [row] = await ex.select().from(bankCards).where(and(eq(bankCards.id, cardId), activeCards(memberId)));
  return row;
}

export async function bindBankCard(db: Db, profile: SiteProfile, memberId: number, input: BindBankCardInput, settings: CashierSettings): Promise<BankCard> {
  const payeeName = await payeeNameOf(db, memberId);
  if (!payeeName) throw bankCardErrors.payeeMissing();
  if (input.accountName !== undefined && !sameName(input.accountName, payeeName)) throw bankCardErrors.nameMismatch();

  // The first binding sets the funds password (confirmed twice); later ones check it. The check
  // runs before (and outside) the binding's transaction so a failure is counted whatever follows.
  const firstBinding = !(await hasFundsPassword(db, memberId));
  let newHash: string | undefined;
  if (firstBinding) {
    checkNewFundsPassword(profile, input.fundsPassword, input.confirmFundsPassword, 'fundsPassword');
    newHash = await hashPassword(input.fundsPassword);
  } else {
    await checkFundsPassword(db, memberId, input.fundsPassword, settings.fundsPassword);
  }

  return db.transaction(async (tx) => {
    // The member's row is the lock that makes the card count exact under concurrent bindings.
    const lockedPayee = await payeeNameOf(tx, memberId, true);
    if (!lockedPayee) throw bankCardErrors.payeeMissing();
    const [{ cards }] = await tx.select({ cards: count() }).from(bankCards).where(activeCards(memberId));
    if (cards >= settings.maxCardCount) throw bankCardErrors.limit(settings.maxCardCount);
    if (newHash) {
      const [set] = await tx.insert(fundsPasswords).values({ memberId, hash: newHash }).onConflictDoNothing().returning({ memberId: fundsPasswords.memberId });
      if (!set) throw fundsPasswordErrors.exists();
    }
    const [card] = await tx
      .insert(bankCards)
      .values({ memberId, bankCode: input.bankCode, accountNumber: normalizeAccountNumber(input.accountNumber), accountName: lockedPayee })
      .onConflictDoNothing()
      .returning();
    if (!card) throw bankCardErrors.taken();
    return cardView(card);
  });
}

export async function deleteBankCard(db: Db, memberId: number, cardId: number, fundsPassword: string, settings: CashierSettings): Promise<{ id: number }> {
  if (!(await findOwnCard(db, memberId, cardId))) throw bankCardErrors.notFound();
  await checkFundsPassword(db, memberId, fundsPassword, settings.fundsPassword);
  const [deleted] = await db
    .update(bankCards)
    .set({ deletedAt: new Date() })
    .where(and(eq(bankCards.id, cardId), activeCards(memberId)))
    .returning({ id: bankCards.id });
  if (!deleted) throw bankCardErrors.notFound();
  return deleted;
}
