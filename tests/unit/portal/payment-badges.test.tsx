// Issue #30 "bank and payment logos": a badge per bank (its colour and short name) and per payment
// method, decorative beside the name; the bank's name in the reader's language.
import { render } from '@testing-library/react';
import { BankBadge, MethodBadge } from '@/components/cashier/payment-badges';
import { bankName, cardLabel } from '@/components/cashier/card-label';
import { DEPOSIT_METHODS } from '@/contract/cashier-deposit';
import { THAI_BANKS } from '@/contract/cashier-withdraw';

it('gives every bank a badge of its own, hidden from screen readers (the name is written beside it)', () => {
  const looks = new Set<string>();
  for (const bank of THAI_BANKS) {
    const { container } = render(<BankBadge code={bank.code} />);
    const badge = container.querySelector('.pay-badge') as HTMLElement;
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.textContent).not.toBe('');
    looks.add(`${badge.style.background}|${badge.textContent}`);
  }
  expect(looks.size).toBe(THAI_BANKS.length);
  expect(render(<BankBadge code="ZZBANK" />).container.textContent).toBe('ZZBA');
});

it('draws a glyph for each deposit method', () => {
  for (const method of DEPOSIT_METHODS) expect(render(<MethodBadge method={method} />).container.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
});

it('names a bank in Thai for Thai readers and in English for the others', () => {
  expect(bankName('SCB', 'th')).toBe('ธนาคารไทยพาณิชย์');
  expect(bankName('SCB', 'en')).toBe('Siam Commercial Bank');
  expect(bankName('SCB', 'de')).toBe('Siam Commercial Bank');
  expect(bankName('XYZ', 'th')).toBe('XYZ');
  expect(cardLabel({ bankCode: 'XYZ', bankName: 'Other bank', accountNumber: '******1234' }, 'en')).toBe('Other bank ******1234');
});
