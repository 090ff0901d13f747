import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces only server components read (page titles, footer, menus, help...). They are left out
 * of the messages sent to the browser with every page; any other namespace is sent, so a new
 * client component never finds its texts missing.
 */
const SERVER_ONLY = ['meta', 'pages', 'footer', 'channels', 'gameTypes', 'maintenance', 'blocked', 'member', 'agent', 'agentMenu', 'affiliate', 'agentReports', 'promotions', 'help', 'notFound', 'playResponsibly', 'siteLicence', 'vendorPopup'];

/**
 * Namespaces of the account forms, their error texts and the security center. The forms load on
 * demand (an account dialog) and their texts with them (components/auth/form-messages.tsx); pages
 * that show a form at once send them (components/i18n/server-messages.tsx).
 */
export const FORM_NAMESPACES = ['validation', 'register', 'forgot', 'changePassword', 'reset', 'verify', 'sms', 'oauth', 'trial', 'errors', 'security'];

/** Texts of the game pages (/seamless, lotteries, table games), sent by their layout only; a bet refused for maintenance or the region shows the status screens' words. */
export const GAME_NAMESPACES = ['play', 'lottery', 'liveTable', 'liveSpots', 'rgRefusal', 'eventBoard', 'boardLines', 'maintenance', 'blocked'];

/** The cashier's withdrawal texts, sent by its pages only. */
export const WITHDRAW_NAMESPACES = ['withdraw'];

/** The deposit page's texts, sent by that page only (app/[locale]/(site)/depositv2). */
export const DEPOSIT_NAMESPACES = ['deposit', 'rgRefusal'];

/** The records and transfer pages' texts (and the withdrawal records' date range), sent by those pages only. */
export const RECORDS_NAMESPACES = ['records', 'roundDetail', 'boardLines', 'liveSpots'];

/** The agent contract pages and the contract popup of the agent center. */
export const CONTRACT_NAMESPACES = ['contracts'];
/** The agent center's transfer, announcement and message pages (with the records texts they reuse), sent by those pages only. */
export const AGENT_TRANSFER_NAMESPACES = ['agentTransfers', ...RECORDS_NAMESPACES];
/** The agent team pages' texts (register center, downline management), sent by those pages only. */
export const AGENT_TEAM_NAMESPACES = ['agentTeam'];

/** The reward center's and promotion pages' texts (forms, statuses, errors), sent by those pages only. */
export const REWARDS_NAMESPACES = ['rewards', 'rgRefusal'];

/** The points mall and referral pages' texts, sent by those pages only. */
export const MALL_NAMESPACES = ['mall', 'referral'];

/** The member's account menu: loaded with it (components/auth/form-messages.tsx), guests never need it. */
export const ACCOUNT_MENU_NAMESPACES = ['accountMenu', 'rgMenu'];

/** The loyalty pages' texts (rebate, VIP, missions), sent by those pages only. */
export const LOYALTY_NAMESPACES = ['loyalty'];

/** Responsible gaming's security-center pages (limits, breaks, statement) and its refusal texts; the reality check sends its own few. */
export const RG_NAMESPACES = ['rg', 'rgRefusal'];
export const REALITY_CHECK_NAMESPACES = ['realityCheck'];

/**
 * The member center's texts (inbox, feedback, member hub, app download): sent by its pages, and
 * loaded with the header's unread badge and the footer's feedback dialog
 * (components/member-center/member-center-messages.tsx).
 */
export const MEMBER_CENTER_NAMESPACES = ['memberCenter'];

/** The security center's profile, contact binding and funds password pages (components/profile), sent by those pages only. */
export const PROFILE_NAMESPACES = ['profile'];

const ON_DEMAND = [...LOYALTY_NAMESPACES, ...FORM_NAMESPACES, ...ACCOUNT_MENU_NAMESPACES, ...GAME_NAMESPACES, ...WITHDRAW_NAMESPACES, ...DEPOSIT_NAMESPACES, ...RECORDS_NAMESPACES, ...CONTRACT_NAMESPACES, ...AGENT_TRANSFER_NAMESPACES, ...AGENT_TEAM_NAMESPACES, ...REWARDS_NAMESPACES, ...MALL_NAMESPACES, ...RG_NAMESPACES, ...REALITY_CHECK_NAMESPACES, ...MEMBER_CENTER_NAMESPACES, ...PROFILE_NAMESPACES];

/** The messages every page sends to the browser. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY.includes(namespace) && !ON_DEMAND.includes(namespace)));
}

/** The given namespaces out of a set of messages. */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespaces.includes(namespace)));
}
