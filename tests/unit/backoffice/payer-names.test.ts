/** @jest-environment node */
// The deposit queue flags a payer name that is not the member's registered name (issue #28): a hint
// for staff, so case, spacing and honorifics do not count, a different person does.
import { namesDiffer } from '@bo/components/deposits/payer-names';

test.each([
  ['Somchai Jaidee', 'somchai  jaidee', false],
  ['Mr. Somchai Jaidee', 'Somchai Jaidee', false],
  ['นายสมชาย ใจดี', 'สมชาย ใจดี', false],
  ['นางสาวสมศรี ใจดี', 'สมศรี ใจดี', false],
  ['Mrinal Sen', 'inal Sen', true],
  ['Somsak Rakdee', 'Somchai Jaidee', true],
  ['สมชาย ใจร้าย', 'สมชาย ใจดี', true],
])('%s vs %s → differ: %s', (payer, member, differ) => {
  expect(namesDiffer(payer, member)).toBe(differ);
});

test('no payer name (QR, crypto) or no registered name is no difference to flag', () => {
  expect(namesDiffer(null, 'Somchai Jaidee')).toBe(false);
  expect(namesDiffer('Somchai', null)).toBe(false);
});
