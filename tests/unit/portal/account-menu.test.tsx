// The member's account menu (components/auth/account-menu.tsx): its button is there at once; the
// panel and its texts (the account area's messages, fetched once the page is idle) come on the page
// when the menu first opens, with focus on its first link; closed, the panel stays, hidden.
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AccountMenu } from '@/components/auth/account-menu';
import { accountMenu } from '@/lib/ui/account-menu-store';
import accountEn from '@/messages/account/en.json';
import memberCenterEn from '@/messages/member-center/en.json';
import siteEn from '@/messages/site/en.json';
import { renderWithProviders } from '../../support/client-providers';

jest.mock('@/lib/i18n/client-navigation', () => ({ usePathname: () => '/member', useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const server = setupServer(
  http.get('*/api/session', () => HttpResponse.json({ isLogin: true, isAgent: false, isTrial: false, firstTimeLogin: false, member: { account: 'demo01', nickname: 'Demo 01' } })),
  http.get('*/api/inbox/unread-count', () => HttpResponse.json({ count: 2 })),
  http.get('*/api/loyalty/vip/level', () => HttpResponse.json({ labelId: 1, labelName: 'Silver' })),
  http.get('*/api/loyalty/*', () => HttpResponse.json({ count: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('builds its panel when it first opens, with the texts the page did not carry, and keeps it hidden after', async () => {
  const idle: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => idle.push(callback);
  // The page's own messages: the account menu's namespaces are not among them.
  renderWithProviders(<AccountMenu name="Demo 01" isAgent={false} isTrial={false} flags={{ pointMall: true, manualRebate: false }} />, {
    messages: { ...siteEn, ...memberCenterEn },
  });
  const button = screen.getByTestId('header-account');
  expect(button.textContent).toContain('Demo 01');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.getElementById('account-menu')).toBeNull();
  // Idle after load: the texts are fetched ahead of the first opening.
  act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));

  fireEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: accountEn.accountMenu.title });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('link', { name: accountEn.accountMenu.bettingRecord }).getAttribute('href')).toBe('/en/personalHistoryCopy');
  expect(screen.getByRole('link', { name: accountEn.accountMenu.points })).toBeTruthy();
  expect(screen.queryByRole('link', { name: accountEn.accountMenu.manualRebate })).toBeNull();
  expect(panel.contains(document.activeElement)).toBe(true);

  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.getElementById('account-menu')?.hidden).toBe(true);
  expect(document.activeElement).toBe(button);
  act(() => accountMenu.close());
});
