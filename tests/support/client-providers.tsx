import { render } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Language } from '../../contract/languages';

interface ProviderOptions {
  locale?: Language;
  messages?: AbstractIntlMessages;
}

/**
 * What a portal client component reads in a unit test: next-intl's messages in `locale`, on the
 * business clock, and an SWR cache of its own that neither dedupes nor retries, so each test sees
 * every fetch its component makes and nothing a previous test cached.
 */
export function ClientProviders({ locale = 'en', messages = {}, children }: ProviderOptions & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Bangkok">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}

/** Renders `ui` inside ClientProviders. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  return render(<ClientProviders {...options}>{ui}</ClientProviders>);
}
