// Every site flag, with what it changes (issue #29 "every site flag changes what it names"): the
// flags of portal-spec §3 ("Site flags") and §2/§4, and those money-and-agents names (§1 module codes,
// §4 rebate, §5.1 agent menu). The platform seeds these and no other (seed/site-config.ts), the
// operator switches them (POST /admin/flags/:name, `npm run ops -- flag <NAME> on|off`), and
// tests/bff/site-flags.spec.ts switches each one and sees the portal change.
//
// The white-label module codes of money-and-agents §1 (WDRAWNOPASSVERIF3, CREDITMAR3 …) are not
// site flags: they are nodes of the white-label tree (/wps/system/whitelabel), a setting of its own.

export interface SiteFlagDefinition {
  /** Where the spec names the flag. */
  named: string;
  /** What switching it changes: in the portal, and what the platform then accepts. */
  changes: string;
  /** Its value in a new database. */
  initial: boolean;
}

export const SITE_FLAG_TABLE = {
  MOBILENUMREG3: {
    named: 'portal-spec §3 site flags; §2 register popup',
    changes: 'registration by mobile number: the register popup\'s mobile tab (register settings methods.mobile); off, PUT /wps/member/register/mobile is refused',
    initial: true,
  },
  USERNAMEREG3: {
    named: 'portal-spec §3 site flags; §2 register popup',
    changes: 'registration by username: the register popup\'s username tab (register settings methods.username); off, PUT /wps/member/register is refused',
    initial: true,
  },
  MOBILENUMPASSREG3: {
    named: 'portal-spec §3 site flags',
    changes: 'mobile registration with a password: on, the mobile tab asks for a password and its confirmation; off, a mobile number and its SMS code open the account, which then logs in by SMS code',
    initial: true,
  },
  REGMOBVERF3: {
    named: 'portal-spec §3 site flags; §5 username registration',
    changes: 'SMS verification of username registration: on, the username tab asks for the mobile number and its SMS code (register settings smsVerification) and the platform requires them',
    initial: false,
  },
  PTSYS3: {
    named: 'portal-spec §2 header account menu; money-and-agents §1, §4 points mall',
    changes: 'the points mall: the account menu\'s and side menu\'s points entry; off, the mall\'s calls answer feature_disabled',
    initial: true,
  },
  REFERRAL3: {
    named: 'money-and-agents §1 module codes, §4 referral',
    changes: 'referral: the referral calls (invite link, invitations, income); off, they answer feature_disabled',
    initial: true,
  },
  MANPLAYREB3: {
    named: 'portal-spec §2 header account menu; money-and-agents §4 rebate',
    changes: 'manual rebate: the account menu\'s and side menu\'s manual rebate entry and the member\'s claim; off, the daily job pays rebates itself (the rebate answer says automatic) and a claim is refused',
    initial: true,
  },
  CHNGPASSVERIF3: {
    named: 'portal-spec §3 site flags, §4 forgot password',
    changes: 'forgot password by phone: on, the forgot-password form asks for the mobile number and SMS code; off, it asks for username and e-mail and the phone reset is refused',
    initial: false,
  },
  SMSLOGIN3: {
    named: 'portal-spec §2 login popup ("the verification-code login flag")',
    changes: 'login by SMS code: the login popup\'s SMS tab; off, an SMS-code login is refused',
    initial: true,
  },
  enableCt: {
    named: 'portal-spec §2 agent center, §6; money-and-agents §5.1',
    changes: 'the agent center\'s dividend entry (DIVIDEND, agentDividendRecordCopy2)',
    initial: true,
  },
  salary: {
    named: 'portal-spec §2 agent center, §6; money-and-agents §5.1',
    changes: 'the agent center\'s daily salary entry (DAYSAL, agentDailyWages2)',
    initial: true,
  },
  hourSalary: {
    named: 'portal-spec §2 agent center, §6',
    changes: 'the agent center\'s hourly salary entry (HOURSAL3, agentHourSalary)',
    initial: true,
  },
  agentRealtimeSalary: {
    named: 'portal-spec §2 agent center, §6',
    changes: 'the agent center\'s real-time salary entry (RTSALARY3, agentRealtimeSalary)',
    initial: true,
  },
  AGENTPOLICY3: {
    named: 'portal-spec §3 site flags; §2 footer contact ("affiliate")',
    changes: 'the agent (affiliate) programme\'s public entry: the footer\'s affiliate link to the agent login and programme page; off, the footer offers none (agents still log in at /agent)',
    initial: true,
  },
  PLYRBT: {
    named: 'money-and-agents §1 module codes ("player rebate"), §4 rebate',
    changes: 'player rebate at all: off, no rebate entry in the menus, the rebate calls answer feature_disabled and the daily job pays none; on, MANPLAYREB3 says whether members claim it by hand',
    initial: true,
  },
  toUpline: {
    named: 'money-and-agents §5.1 (AGETRANSFERUP3 shows only if toUpline)',
    changes: 'the agent center\'s transfer-to-upline entry (AGETRANSFERUP3, agentTransferUpline), for agents with an upline agent and a type other than 2',
    initial: true,
  },
} as const satisfies Record<string, SiteFlagDefinition>;

export type SiteFlagName = keyof typeof SITE_FLAG_TABLE;
export const SITE_FLAG_NAMES = Object.keys(SITE_FLAG_TABLE) as SiteFlagName[];

/** The manual rebate page and its menu entries: a player rebate offered (PLYRBT), claimed by hand (MANPLAYREB3). */
export const MANUAL_REBATE_FLAGS = ['PLYRBT', 'MANPLAYREB3'] as const satisfies readonly SiteFlagName[];

/** Whether every one of `names` is on in the site's flags (a flag the site does not know is off). */
export function flagsOn(flags: Readonly<Record<string, boolean>> | null | undefined, names: readonly SiteFlagName[]): boolean {
  return names.every((name) => flags?.[name] === true);
}
