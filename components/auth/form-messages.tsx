'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { FORM_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { mergeTrees, type Tree } from '@/lib/i18n/messages';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

/** The forms' texts in `locale` over their English fallback, fetched once per language. */
function loadFormMessages(locale: string): Promise<AbstractIntlMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all([
      import('@/messages/account/en.json').then((module) => module.default as Tree),
      import(`@/messages/account/${locale}.json`).then((module) => module.default as Tree).catch(() => ({})),
    ]).then(([fallback, translated]) =>
      // next-intl's message type knows no compiled (array) messages, which its formatter reads all the same.
      pickNamespaces(mergeTrees(fallback, translated) as AbstractIntlMessages, FORM_NAMESPACES),
    );
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * Gives the account forms inside it their texts, which pages do not carry (lib/i18n/client-messages.ts):
 * renders its children once they have arrived.
 */
export function FormMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const base = useMessages();
  const [forms, setForms] = useState<AbstractIntlMessages | null>(null);
  useEffect(() => {
    let active = true;
    void loadFormMessages(locale).then((messages) => active && setForms(messages));
    return () => {
      active = false;
    };
  }, [locale]);
  if (!forms) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...base, ...forms }}>
      {children}
    </NextIntlClientProvider>
  );
}
