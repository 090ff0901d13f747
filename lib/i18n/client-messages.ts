import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces only server components read (page titles, footer, menus, help...). They are left out
 * of the messages sent to the browser with every page; any other namespace is sent, so a new
 * client component never finds its texts missing.
 */
const SERVER_ONLY = ['meta', 'pages', 'footer', 'channels', 'gameTypes', 'maintenance', 'member', 'agent', 'promotions', 'help', 'notFound'];

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY.includes(namespace)));
}
