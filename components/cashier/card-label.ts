import { bankOf } from '@/contract/cashier-withdraw';

/** The bank's name in the reader's language (Thai for Thai readers, English for the others); its code when unknown. */
export function bankName(code: string, locale: string, fallback = code): string {
  const bank = bankOf(code);
  return bank ? (locale === 'th' ? bank.nameTh : bank.nameEn) : fallback;
}

/** "ธนาคารกสิกรไทย ******7890": the bank in the reader's language and the masked account number. */
export function cardLabel(card: { bankCode: string; bankName: string; accountNumber: string }, locale: string): string {
  return `${bankName(card.bankCode, locale, card.bankName)} ${card.accountNumber}`;
}
