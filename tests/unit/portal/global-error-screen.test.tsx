// The last-resort screen (app/global-error.tsx): shown without the page's message provider, it loads
// the page language's own error text, and its button retries.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { GlobalErrorScreen } from '@/components/layout/global-error-screen';
import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/site/en.json';
import th from '@/messages/site/th.json';

/** Rendered as React renders a suspending screen: the act awaited until its messages are in. */
async function show(locale: Locale, reset = jest.fn()) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <GlobalErrorScreen locale={locale} reset={reset} />
      </Suspense>,
    );
  });
  return reset;
}

describe('the global error screen', () => {
  it('speaks the address language: Thai', async () => {
    await show('th');
    expect(await screen.findByRole('heading', { name: th.errorPage.title })).toBeVisible();
    expect(screen.getByText(th.errorPage.network)).toBeVisible();
  });

  it('speaks the address language: English, and retries on its button', async () => {
    const reset = await show('en');
    fireEvent.click(await screen.findByRole('button', { name: en.errorPage.retry }));
    expect(screen.getByRole('heading', { name: en.errorPage.title })).toBeVisible();
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
