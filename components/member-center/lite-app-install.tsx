'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Registers the lite app's service worker (app/sw.js: the offline page only) and offers the
 * browser's install prompt where it has one (Chrome, Edge, Android); Safari users follow the
 * tutorial's "Add to Home Screen".
 */
export function LiteAppInstall() {
  const t = useTranslations('memberCenter.app');
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return <p role="status">{t('installed')}</p>;
  if (!prompt) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={async () => {
        await prompt.prompt();
        if ((await prompt.userChoice).outcome === 'accepted') setInstalled(true);
        setPrompt(null);
      }}
    >
      {t('install')}
    </button>
  );
}
