'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { BUSINESS_TIME_ZONE } from '@/contract/business-time';
import { useEffect, useState, type ReactNode } from 'react';
import { ACCOUNT_MENU_NAMESPACES, FORM_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { mergeTrees, type Tree } from '@/lib/i18n/merge-trees';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/** Namespaces of the account area in `locale` over their English fallback, fetched once per language. */
function loadAccountMessages(locale: string, namespaces: readonly string[]): Promise<AbstractIntlMessages> {
  const key = `${locale}:${namespaces.join(',')}`;
  let messages = loaded.get(key);
  if (!messages) {
    // The account menu's responsible-gaming links (rgMenu) live in that area's files.
    const rg = namespaces.includes('rgMenu');
    messages = Promise.all([
      import('@/messages/account/en.json').then((module) => module.default as Tree),
      import(`@/messages/account/${locale}.json`).then((module) => module.default as Tree).catch(() => ({})),
      rg ? import('@/messages/responsible-gaming/en.json').then((module) => module.default as Tree) : {},
      rg ? import(`@/messages/responsible-gaming/${locale}.json`).then((module) => module.default as Tree).catch(() => ({})) : {},
      // Issue 15's form texts (errors.credentials_required) live in the edge area's files.
      import('@/messages/edge/en.json').then((module) => module.default as Tree),
      import(`@/messages/edge/${locale}.json`).then((module) => module.default as Tree).catch(() => ({})),
    ]).then(([fallback, translated, rgFallback, rgTranslated, edgeFallback, edgeTranslated]) =>
      // next-intl's message type knows no compiled (array) messages, which its formatter reads all the same.
      pickNamespaces(
        mergeTrees(mergeTrees(mergeTrees(fallback, translated), mergeTrees(rgFallback, rgTranslated)), mergeTrees(edgeFallback, edgeTranslated)) as AbstractIntlMessages,
        namespaces,
      ),
    );
    loaded.set(key, messages);
  }
  return messages;
}

/** Renders `children` with these account-area namespaces added, once they have arrived. */
function AccountMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const locale = useLocale();
  const base = useMessages();
  const [extra, setExtra] = useState<AbstractIntlMessages | null>(null);
  useEffect(() => {
    let active = true;
    void loadAccountMessages(locale, namespaces).then((messages) => active && setExtra(messages));
    return () => {
      active = false;
    };
  }, [locale, namespaces]);
  if (!extra) return null;
  return (
    <NextIntlClientProvider locale={locale} timeZone={BUSINESS_TIME_ZONE} messages={{ ...base, ...extra }}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Gives the account forms inside it their texts, which pages do not carry (lib/i18n/client-messages.ts):
 * renders its children once they have arrived.
 */
export function FormMessages({ children }: { children: ReactNode }) {
  return <AccountMessages namespaces={FORM_NAMESPACES}>{children}</AccountMessages>;
}

/** Fetches the account menu's texts ahead of its first opening. */
export function preloadAccountMenuMessages(locale: string) {
  void loadAccountMessages(locale, ACCOUNT_MENU_NAMESPACES).catch(() => undefined);
}

/** The member's account menu with its texts (members only: guests' pages do not carry them). */
export function AccountMenuMessages({ children }: { children: ReactNode }) {
  return <AccountMessages namespaces={ACCOUNT_MENU_NAMESPACES}>{children}</AccountMessages>;
}
