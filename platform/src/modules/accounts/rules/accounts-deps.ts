// What the accounts use cases share: database, keys, gateways, SMS policy and the abuse limits.
import type { SiteProfile } from '../../../../../contract/site-profile';
import type { Db, Executor } from '../../../core/database/client';
import type { AbuseLimits } from '../../../core/abuse-limits';
import type { AccountsKeys } from './accounts-key';
import type { Cached } from '../../../core/cached';
import type { MailGateway } from './mail-gateway';
import type { SmsGateway } from './sms-gateway';
import type { SmsPolicy } from './sms-policy';

export interface AccountsDeps {
  db: Db;
  /** demo or production: a production site refuses the demo's published passwords (published-passwords.ts). */
  profile: SiteProfile;
  keys: AccountsKeys;
  sms: SmsGateway;
  mail: MailGateway;
  /** Base of links in e-mails (PORTAL_PUBLIC_URL), e.g. http://localhost:3000. */
  portalUrl: string;
  smsPolicy: Cached<SmsPolicy>;
  flags: Cached<Record<string, boolean>>;
  /** Every rate limit (abuse-limits.ts): in Redis when REDIS_URL is set, shared by all processes. */
  limits: AbuseLimits;
  /** What a registration asks of the modules above accounts (agents, rewards), joined by server.ts. */
  registration: RegistrationPorts;
  /** The member's VIP level as GET /wps/member/info shows it (rewards' loyalty-vip.ts), joined by server.ts. */
  clubLabelOf(ex: Executor, memberId: number): Promise<{ labelId: number; labelName: string }>;
}

/** The agent a registration is placed under, the account type, and the rebates the invitation promised. */
export interface Invitation {
  parentId: number;
  type: number;
  rates?: Readonly<Record<string, number>>;
}

export interface RegistrationPorts {
  /** An invitation code: an affiliate link's or an agent's own (agents); undefined when it is neither. */
  resolveInvitation(ex: Executor, code: string): Promise<Invitation | undefined>;
  /** Inside the registration's transaction, the member written: the rebates its invitation promised (agents). */
  writeRates(tx: Executor, memberId: number, rates: NonNullable<Invitation['rates']>): Promise<void>;
  /** Inside the registration's transaction: a referral link's code makes the member the referrer's invitee (rewards). */
  recordInvitation(tx: Executor, inviteeId: number, referralCode: string | null | undefined): Promise<unknown>;
}

export interface Client {
  ip: string;
  /** The kind of client (`Device` header: web, app). */
  device: string;
  /** SHA-256 (hex) of the browser's device id (contract/device-id.ts), when it sent one. */
  deviceHash?: string;
  /** The Language header: what the member reads the page in (the stored choice wins where there is one). */
  language?: string;
}
