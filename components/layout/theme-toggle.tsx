'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/ui/theme-script';

type Theme = 'dark' | 'light';

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Dark and light themes (spec §1), kept in localStorage; the head script applies it before paint. */
export function ThemeToggle() {
  const t = useTranslations('nav');
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'dark' as Theme);

  function toggle() {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the theme still applies for this page.
    }
  }

  return (
    <button type="button" className="btn btn-icon" onClick={toggle} aria-pressed={theme === 'light'} aria-label={`${t('theme')}: ${theme === 'dark' ? t('themeDark') : t('themeLight')}`} data-testid="theme-toggle">
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
