import { bankOf } from '@/contract/cashier-withdraw';

/** "ธนาคารกสิกรไทย ******7890": the bank in the reader's language and the masked account number. */
export function cardLabel(card: { bankCode: string; bankName: string; accountNumber: string }, locale: string): string {
  const bank = bankOf(card.bankCode);
  const name = bank ? (locale === 'th' ? bank.nameTh : bank.nameEn) : card.bankName;
  return `${name} ${card.accountNumber}`;
}
