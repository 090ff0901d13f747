'use client';

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { usePathname } from '@/lib/i18n/client-navigation';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LOCALES } from '@/lib/i18n/locales';
import { useSession } from '@/lib/ui/use-session';

type Names = Record<(typeof LOCALES)[number], string>;

/**
 * A member's switch is stored on the platform too (spec §4 "saved locally, server updated"): its
 * inbox and text messages follow. Sent with keepalive, so the page load that follows does not end it.
 */
function storeLanguage(language: string): void {
  void fetch('/api/profile/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The language selector's list: each link the same page in that language. The 35 links and the
 * languages' names load when the list is first opened, not with every page (hreflang alternates in
 * the head tell crawlers about the other languages).
 */
export function LanguageMenu({ label, current, currentName }: { label: string; current: string; currentName: string }) {
  const pathname = usePathname();
  const { session } = useSession();
  const [names, setNames] = useState<Names | null>(null);
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  function show(isOpen: boolean) {
    setOpen(isOpen);
    if (isOpen && !names) void import('@/lib/i18n/locale-names').then((module) => setNames(module.LOCALE_NAMES));
  }
  // Opened before this code ran (the browser opens a <details> by itself): fill the list now.
  useEffect(() => {
    if (details.current?.open) show(true);
    // Once, on hydration; later openings come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details className="lang-select" ref={details} onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => show(event.currentTarget.open)}>
      <summary aria-label={label}>
        {/* Drawn, not an emoji: a machine without an emoji font shows no empty box. */}
        <svg className="lang-globe" aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>{' '}
        {currentName}
      </summary>
      {open && names ? (
        <ul>
          {LOCALES.map((locale) => (
            <li key={locale}>
              {/* A full page load: the other language is another root layout (lang, dir), and Thai has no prefix. */}
              <a
                href={localizedPath(pathname, locale)}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={session.isLogin && !session.isTrial && locale !== current ? () => storeLanguage(locale) : undefined}
              >
                {names[locale]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
