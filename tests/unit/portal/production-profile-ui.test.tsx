// Issue 29 in the portal: the "demo site" ribbon shows in the demo profile only; the footer claims
// no licence and shows no outside link until the operator configures them, then shows exactly what
// was configured; a USDT deposit shows when its rate was taken.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import type { DepositOrder } from '@/contract/cashier-deposit';
import { NO_SITE_RESOURCES } from '@/contract/site-resources';
import { DepositOrderView } from '@/components/deposit/deposit-order';
import { DemoRibbon } from '@/components/layout/demo-ribbon';
import { SiteFooter } from '@/components/layout/site-footer';
import { loadMessages } from '@/lib/i18n/messages';
import type { SiteChrome } from '@/lib/site-chrome';
import { siteProfile } from '@/lib/site-profile';
import { renderWithProviders } from '../../support/client-providers';

type Messages = Awaited<ReturnType<typeof loadMessages>>;
let messages: Messages;

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) => createTranslator({ locale: 'en', messages, namespace: namespace as never }),
}));
// The footer's own links (an async server component, which a client render cannot run): plain anchors.
jest.mock('@/components/ui/locale-link', () => ({
  LocaleLink: ({ href, ...props }: { href: string }) => jest.requireActual<typeof import('react')>('react').createElement('a', { href, ...props }),
}));

/** What GET /api/deposit/order answers: the order the test shows. */
let served: DepositOrder;
const server = setupServer(
  http.get('*/api/session', () => HttpResponse.json({ error: { code: 'CUSTOMER_NOT_LOGIN' } }, { status: 401 })),
  http.get('*/api/deposit/order', () => HttpResponse.json(served)),
);

beforeAll(async () => {
  messages = await loadMessages('en');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

function renderWithMessages(ui: ReactElement) {
  return renderWithProviders(ui, { messages });
}

describe('the demo ribbon', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    [{ SITE_PROFILE: 'demo', NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ SITE_PROFILE: 'production', NODE_ENV: 'development' }, false],
  ])('with %j: shown %s', (env, shown) => {
    process.env = { ...saved, SITE_PROFILE: '', ...env } as NodeJS.ProcessEnv;
    const { container } = render(<DemoRibbon profile={siteProfile()} text={messages.demoSite.ribbon} />);
    if (shown) expect(screen.getByRole('note')).toHaveTextContent(/^Demo site: .*not real\.$/);
    else expect(container).toBeEmptyDOMElement();
  });
});

const chrome = (over: Partial<SiteChrome> = {}): SiteChrome => ({ menus: [], resources: NO_SITE_RESOURCES, licence: null, licenceInfo: null, flags: {}, ...over });

describe('the footer', () => {
  it('claims no licence and links nowhere outside the site until the operator configures it', async () => {
    renderWithMessages(await SiteFooter({ chrome: chrome() }));
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelectorAll('a[href^="http"]')).toHaveLength(0);
    expect(footer).not.toHaveTextContent(/licen[cs]ed|regulated/i);
    expect(screen.queryByTestId('footer-licence')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  });

  it('shows the operator’s links and licence once they are set', async () => {
    const resources = {
      customerService: [{ labelNameEn: 'livechat', url: 'https://direct.lc.chat/19000001/' }],
      appDownload: [],
      social: [{ labelNameEn: 'whatsapp', url: 'https://wa.me/66800000001' }],
    };
    const licenceInfo = { authority: 'Curaçao Gaming Control Board', number: 'OGL/2025/118/0456', text: 'Licensed in Curaçao.' };
    renderWithMessages(await SiteFooter({ chrome: chrome({ resources, licenceInfo }) }));
    const outside = [...(await screen.findByRole('contentinfo')).querySelectorAll('a[href^="http"]')].map((link) => link.getAttribute('href')).sort();
    expect(outside).toEqual(['https://direct.lc.chat/19000001/', 'https://wa.me/66800000001']);
    expect(within(screen.getByRole('navigation', { name: 'Follow us' })).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(screen.getByTestId('footer-licence')).toHaveTextContent('Curaçao Gaming Control Board · Licence number OGL/2025/118/0456');
  });
});

const usdtOrder: DepositOrder = {
  depositId: 'DP26031212345678',
  method: 'USDT',
  vendorId: 'USDT-TRC20',
  amount: '1000.00',
  fee: '10.00',
  creditAmount: '990.00',
  state: 5,
  promotionId: null,
  hasSlip: false,
  createdAt: '2026-03-12T07:05:00.000Z',
  expiresAt: '2026-03-12T07:35:00.000Z',
  instructions: { method: 'USDT', network: 'TRC-20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', usdtAmount: '28.409091', rate: '35.20', rateAt: '2026-03-12T07:01:00.000Z' },
};

describe('a USDT deposit', () => {
  it('shows the rate with the time it was taken, on the site’s clock', async () => {
    served = usdtOrder;
    renderWithMessages(<DepositOrderView initial={served} onDone={() => undefined} />);
    expect(await screen.findByText('1 USDT = 35.20 THB')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-rate-at')).toHaveTextContent('as of 3/12/26, 2:01 PM');
  });

  it('shows no time for an order made before rates carried one', async () => {
    const { method, network, address, usdtAmount, rate } = usdtOrder.instructions as Extract<DepositOrder['instructions'], { method: 'USDT' }>;
    served = { ...usdtOrder, instructions: { method, network, address, usdtAmount, rate } };
    renderWithMessages(<DepositOrderView initial={served} onDone={() => undefined} />);
    expect(await screen.findByText('1 USDT = 35.20 THB')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-rate-at')).toBeNull();
  });
});
