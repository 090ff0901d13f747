// Thai QR (PromptPay) payloads: EMVCo Merchant-Presented Mode with the Bank of Thailand's
// PromptPay template (money-and-agents §2.3). Written here because the npm package promptpay-qr is
// not installed; the unit tests hold its published vectors. The amount is exact: minor units in,
// two decimals out, never a float.

const PROMPTPAY_AID = 'A000000677010111';

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the payload's characters, as EMVCo asks. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The PromptPay target: a phone number (01, as 0066 + 9 digits), a national or tax id (02, 13 digits) or an e-wallet id (03, 15). */
function target(id: string): string {
  const digits = id.replace(/\D/g, '');
  if (digits.length >= 15) return field('03', digits);
  if (digits.length >= 13) return field('02', digits);
  return field('01', `0000000000000${digits.replace(/^0/, '66')}`.slice(-13));
}

/** The payload for `promptPayId`; with an amount (minor units) the QR is dynamic and carries it. */
export function promptPayPayload(promptPayId: string, amountMinor?: bigint): string {
  const amount = amountMinor === undefined ? '' : field('54', `${amountMinor / 100n}.${String(amountMinor % 100n).padStart(2, '0')}`);
  const body = [
    field('00', '01'),
    field('01', amountMinor === undefined ? '11' : '12'),
    field('29', field('00', PROMPTPAY_AID) + target(promptPayId)),
    field('58', 'TH'),
    field('53', '764'),
    amount,
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
