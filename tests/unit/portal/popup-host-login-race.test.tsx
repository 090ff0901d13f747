// Spec §4 popups: a load that starts with an account dialog shows no popup list, also when the
// login there answers before the page's first session check (a slow check, a quick free-play
// click): the member's list belongs to a load that began as a member's. One decision per file: the
// host remembers for the whole document that it has decided (later navigations are not loads).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PopupHost } from '@/components/announcements/popup-host';
import type { AnnouncementView } from '@/components/announcements/types';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useSession } from '@/lib/ui/use-session';
import type { PublicSession } from '@/lib/session-types';
import siteEn from '@/messages/site/en.json';
import { renderWithProviders } from '../../support/client-providers';

const popup = (id: number, execution: 'A' | 'B', title: string): AnnouncementView => ({ id, title, html: `<p>${title}</p>`, date: '2026-11-28 12:00:00', promotionType: null, execution, mustSee: false });
const member: PublicSession = { isLogin: true, isAgent: false, isTrial: true, firstTimeLogin: false, member: { id: 7, account: 'trial01', nickname: '', type: 4, avatar: null } };

let answerSession: (session: PublicSession) => void = () => undefined;
let announcementsAsked = 0;
const server = setupServer(
  // The page's first session check is slow: it answers only when the test says so.
  http.get('*/api/session', () => new Promise<Response>((resolve) => (answerSession = (session) => resolve(HttpResponse.json(session))))),
  http.get('*/api/announcements', () => {
    announcementsAsked++;
    return HttpResponse.json({ bulletins: [], popups: [popup(1, 'A', 'Your weekly rebate is ready'), popup(2, 'B', 'Welcome, guest')], day: '2026-11-30' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** What a successful login does (components/auth/use-login-outcome.ts): the session is the member's, the dialog closes. */
function LoginOutcome() {
  const { mutate } = useSession();
  const logIn = async () => {
    await mutate(member, { revalidate: false });
    authModal.close();
  };
  return (
    <button type="button" onClick={() => void logIn()}>
      log in
    </button>
  );
}

it('a login on /login that answers before the first session check opens no member popup', async () => {
  // /login: the page opens with the login dialog.
  authModal.open('login');
  renderWithProviders(
    <>
      <LoginOutcome />
      <PopupHost />
    </>,
    { messages: siteEn },
  );
  await waitFor(() => expect(announcementsAsked).toBe(1));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'log in' })));
  // The stale answer of the first check arrives after the login (SWR keeps the newer mutation).
  await act(async () => answerSession({ isLogin: false, isAgent: false, isTrial: false, firstTimeLogin: false, member: null }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('Your weekly rebate is ready')).toBeNull();
});
