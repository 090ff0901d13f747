// Masked forms of contact details, for answers that must not reveal them (spec §4 security center).

/** 0812345678 → 08*****678 */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 5) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-3)}`;
}

/** demo01@example.com → de***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** The nickname of a mobile-registered account: m0812345678 → m08****5678 */
export function maskMobileAccount(account: string): string {
  if (account.length <= 7) return account;
  return `${account.slice(0, 3)}${'*'.repeat(account.length - 7)}${account.slice(-4)}`;
}
