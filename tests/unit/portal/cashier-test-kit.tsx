// What the cashier's component tests share: the page's messages, a fresh SWR cache, and an msw
// server standing in for the BFF's /api routes.
import type { ReactElement } from 'react';
import recordsEn from '@/messages/records/en.json';
import siteEn from '@/messages/site/en.json';
import withdrawEn from '@/messages/withdraw/en.json';
import { renderWithProviders } from '../../support/client-providers';

export function renderCashier(ui: ReactElement) {
  return renderWithProviders(ui, { messages: { ...recordsEn, ...withdrawEn, reference: siteEn.reference } });
}
