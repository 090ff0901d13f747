'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { MEMBER_CENTER_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { mergeTrees, type Tree } from '@/lib/i18n/merge-trees';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

function load(locale: string): Promise<AbstractIntlMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all([
      import('@/messages/member-center/en.json').then((module) => module.default as Tree),
      import(`@/messages/member-center/${locale}.json`).then((module) => module.default as Tree).catch(() => ({})),
    ]).then(([fallback, translated]) => pickNamespaces(mergeTrees(fallback, translated) as AbstractIntlMessages, MEMBER_CENTER_NAMESPACES));
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * The member center's texts for the parts of every page that need them (the header's unread
 * badge, the footer's feedback dialog): fetched once per language, children rendered once they
 * arrive. Pages of the member center send them with the page instead (ServerMessages).
 */
export function MemberCenterMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const base = useMessages();
  const [extra, setExtra] = useState<AbstractIntlMessages | null>(base.memberCenter ? {} : null);
  useEffect(() => {
    if (base.memberCenter) return;
    let active = true;
    void load(locale).then((messages) => active && setExtra(messages));
    return () => {
      active = false;
    };
  }, [locale, base.memberCenter]);
  if (!extra) return null;
  if (base.memberCenter) return <>{children}</>;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...base, ...extra }}>
      {children}
    </NextIntlClientProvider>
  );
}
