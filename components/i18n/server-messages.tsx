import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, pickNamespaces } from '@/lib/i18n/client-messages';

/**
 * Sends with the page the on-demand namespaces its client components need at once (a form on the
 * security center or reset page, the game pages' texts), on top of every page's messages.
 */
export async function ServerMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ ...clientMessages(messages), ...pickNamespaces(messages, namespaces) }}>{children}</NextIntlClientProvider>;
}
