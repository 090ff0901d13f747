import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, REALITY_CHECK_NAMESPACES } from '@/lib/i18n/client-messages';
import { RealityCheckGate } from './reality-check-gate';

/** The reality check over every page of a layout, with its few texts only (it shows for members who chose it). */
export async function RealityCheckHost() {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, REALITY_CHECK_NAMESPACES)}>
      <RealityCheckGate />
    </NextIntlClientProvider>
  );
}
