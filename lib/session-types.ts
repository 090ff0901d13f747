/** Member fields the browser may see (a subset of the upstream member info). */
export interface MemberSummary {
  id: number;
  account: string;
  nickname: string;
  type: number;
  /** The avatar's version (GET /api/profile/avatar?v=…); absent or null without a picture. */
  avatar?: string | null;
}

/** The part of the session a browser may receive: never the token. */
export interface PublicSession {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /** This login is the member's first (spec §4): the first-login (F) popups are due. */
  firstTimeLogin: boolean;
  member: MemberSummary | null;
}

export const SESSION_COOKIE = 'portal_session';

/** What the sealed cookie holds (design §3): the token plus what the browser may see anyway. */
export interface SessionData {
  token?: string;
  member?: MemberSummary;
  isAgent?: boolean;
  isTrial?: boolean;
  /** The upstream reported this login as the member's first; cleared once the F popups are closed. */
  firstTimeLogin?: boolean;
  /** The id of the captcha challenge this browser was shown (login after failed attempts). */
  captchaKey?: string;
  /** A login that passed the password but waits for a second verification (unrecorded IP). */
  pendingChallenge?: { id: string; methods: string[]; audience: 'member' | 'agent'; expiresAt: number };
  /** A third-party sign-in under way: what the callback must match and send back to the platform. */
  oidc?: {
    provider: string;
    state: string;
    codeVerifier: string;
    redirectUri: string;
    nonce?: string;
    /** The language the button was clicked in, for the pages after the provider. */
    locale?: string;
    expiresAt: number;
  };
}
