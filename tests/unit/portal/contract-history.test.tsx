// Contract history in words (issue #30): states by name, who moved the contract from the reader's
// side ("you", "your upline", the downline's account, "the operator"), in the page's language;
// never the platform's codes ("P → A", "member:2").
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import type { ContractHistory, ContractView } from '@/contract/agent-contracts';
import { ContractCenter } from '@/components/agent/contracts/contract-center';
import { eventActor } from '@/lib/agent/contract-history';
import { settlementPeriod } from '@/lib/agent/settlement-period';
import contractsEn from '@/messages/agent-contracts/en.json';
import contractsTh from '@/messages/agent-contracts/th.json';

const ME = { id: 11, account: 'agent02' };
const UPLINE = { id: 10, account: 'agent01' };
const DOWNLINE = { id: 12, account: 'agent03' };
const terms = { tiers: [{ betVolume: '1000.00', activeMember: 1, rateType: 'P' as const, rate: '0.50' }] };

const contract = (over: Partial<ContractView>): ContractView => ({
  id: 1,
  kind: 'daily',
  status: 'A',
  version: 1,
  upline: UPLINE,
  downline: ME,
  terms,
  pendingTerms: null,
  requestedBy: null,
  downlineHigherRate: 'N',
  createdAt: 0,
  updatedAt: 0,
  signedAt: null,
  endedAt: null,
  ...over,
});

const mine = contract({ id: 1 });
const theirs = contract({ id: 2, status: 'C', upline: ME, downline: DOWNLINE });
const at = Date.UTC(2026, 10, 28, 3, 0);
const histories: Record<number, ContractHistory> = {
  1: {
    contract: mine,
    events: [
      { id: 1, action: 'offer', fromStatus: null, toStatus: 'P', actor: 'member:10', terms, remark: null, at },
      { id: 2, action: 'accept_offer', fromStatus: 'P', toStatus: 'A', actor: 'member:11', terms: null, remark: null, at },
    ],
  },
  2: {
    contract: theirs,
    events: [
      { id: 3, action: 'offer', fromStatus: null, toStatus: 'P', actor: 'member:11', terms, remark: null, at },
      { id: 4, action: 'accept_offer', fromStatus: 'P', toStatus: 'A', actor: 'member:12', terms: null, remark: null, at },
      { id: 5, action: 'auto_terminate', fromStatus: 'A', toStatus: 'C', actor: 'system', terms: null, remark: 'upline contract 1 pays less', at },
    ],
  },
};

const server = setupServer(
  http.get('*/api/agent/contracts', () =>
    HttpResponse.json({ kind: 'daily', mine, canOffer: true, downlines: [{ memberId: DOWNLINE.id, account: DOWNLINE.account, nickname: 'three', contract: theirs }] }),
  ),
  http.get('*/api/agent/contracts/settlements', () => HttpResponse.json({ total: 0, page: 1, size: 20, amount: '0.00', rows: [] })),
  http.get('*/api/agent/contracts/:id/history', ({ params }) => HttpResponse.json(histories[Number(params.id)])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderCenter = (locale: 'en' | 'th') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? contractsEn : contractsTh} timeZone="Asia/Bangkok">
      <ContractCenter kind="daily" />
    </NextIntlClientProvider>,
  );

async function openHistory(scope: HTMLElement, label: string) {
  fireEvent.click(within(scope).getByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: label });
}

describe('who moved a contract', () => {
  const parties = { upline: UPLINE, downline: ME };
  it('names the reader "you", the other party by its side and account, and the platform as the operator', () => {
    expect(eventActor('member:11', parties, 'downline')).toEqual({ who: 'you' });
    expect(eventActor('member:10', parties, 'downline')).toEqual({ who: 'upline', account: 'agent01' });
    expect(eventActor('member:10', parties, 'upline')).toEqual({ who: 'you' });
    expect(eventActor('member:11', parties, 'upline')).toEqual({ who: 'downline', account: 'agent02' });
    expect(eventActor('system', parties, 'upline')).toEqual({ who: 'operator' });
    expect(eventActor('member:99', parties, 'upline')).toEqual({ who: 'operator' });
  });
});

describe('the contract history', () => {
  it('reads my own contract in English: states by name, my upline and me', async () => {
    renderCenter('en');
    const dialog = await openHistory(await screen.findByTestId('my-contract'), 'Contract history');
    const [offer, signed] = within(dialog).getAllByRole('listitem');
    expect(offer).toHaveTextContent('Offered');
    expect(offer).toHaveTextContent('Pending');
    expect(offer).toHaveTextContent('By your upline (agent01)');
    expect(signed).toHaveTextContent('Pending → Signed');
    expect(signed).toHaveTextContent('By you');
    expect(dialog).not.toHaveTextContent(/member:|P → A/);
  });

  it('reads a downline’s contract in Thai, the automatic cancellation by the operator', async () => {
    renderCenter('th');
    const management = (await screen.findByRole('heading', { name: contractsTh.contracts.management })).closest('section')!;
    const dialog = await openHistory(management, contractsTh.contracts.history);
    const [offer, signed, cancelled] = within(dialog).getAllByRole('listitem');
    expect(offer).toHaveTextContent('โดยคุณ');
    expect(signed).toHaveTextContent(`${contractsTh.contracts.status.P} → ${contractsTh.contracts.status.A}`);
    expect(signed).toHaveTextContent('เอเจนต์ใต้สายของคุณ agent03');
    expect(cancelled).toHaveTextContent(contractsTh.contracts.events.auto_terminate);
    expect(cancelled).toHaveTextContent('โดยผู้ให้บริการ');
    expect(dialog).not.toHaveTextContent(/member:|system|A → C/);
  });
});

describe('a settlement period in words', () => {
  // Bangkok is UTC+7: its days start at 17:00 UTC the day before.
  const bangkok = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h - 7);
  // Intl separates a range with thin spaces: compare with plain ones.
  const period = (...args: Parameters<typeof settlementPeriod>) => settlementPeriod(...args).replace(/\s/g, ' ');
  it('names the hours of an hourly period and the days of longer ones, never the platform key', () => {
    expect(period('hourly', bangkok(2026, 11, 24, 10), bangkok(2026, 11, 24, 11), 'en')).toBe('Nov 24, 2026, 10:00 – 11:00');
    expect(period('daily', bangkok(2026, 11, 24), bangkok(2026, 11, 25), 'en')).toBe('Nov 24, 2026');
    expect(period('dividend', bangkok(2026, 11, 1), bangkok(2026, 11, 16), 'en')).toBe('Nov 1 – 15, 2026');
    expect(period('dividend', bangkok(2026, 11, 1), bangkok(2026, 11, 16), 'th')).toBe('1–15 พ.ย. 2569');
  });
});
