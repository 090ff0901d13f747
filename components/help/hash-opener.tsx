'use client';

import { useEffect } from 'react';

/** Opens the help article named by the URL hash (`/help#term` opens the terms, spec §2) and scrolls to it. */
export function HashOpener() {
  useEffect(() => {
    const open = () => {
      const target = window.location.hash.slice(1);
      const element = target ? document.getElementById(decodeURIComponent(target)) : null;
      if (element instanceof HTMLDetailsElement) {
        element.open = true;
        element.scrollIntoView({ block: 'start' });
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
  return null;
}
