// What the cashier's component tests share: the page's messages, a fresh SWR cache, and an msw
// server standing in for the BFF's /api routes.
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import recordsEn from '@/messages/records/en.json';
import siteEn from '@/messages/site/en.json';
import withdrawEn from '@/messages/withdraw/en.json';

export function renderCashier(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...recordsEn, ...withdrawEn, reference: siteEn.reference }} timeZone="Asia/Bangkok">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{ui}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
