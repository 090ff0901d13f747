/** @jest-environment node */
// The PromptPay payload builder against promptpay-qr's published vectors (dtinth/promptpay-qr
// index.test.js) and the CRC-16/CCITT-FALSE check value.
import { crc16, promptPayPayload } from '@/platform/src/modules/cashier/rules/promptpay';

describe('PromptPay payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each([
    ['0801234567', '00020101021129370016A000000677010111011300668012345675802TH530376463046197'],
    ['080-123-4567', '00020101021129370016A000000677010111011300668012345675802TH530376463046197'],
    ['1111111111111', '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A'],
    ['0123456789012', '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD'],
  ])('static payload for %s', (id, expected) => {
    expect(promptPayPayload(id)).toBe(expected);
  });

  it('carries the amount in a dynamic payload', () => {
    expect(promptPayPayload('000-000-0000', 422n)).toBe('00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469');
  });

  it('ends with a CRC over everything before it', () => {
    const payload = promptPayPayload('0105561012345', 123456n);
    expect(payload).toContain('5407' + '1234.56');
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });
});
