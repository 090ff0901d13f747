'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A client component whose code downloads when it first renders: React's `lazy` in its own
 * Suspense boundary, showing `fallback` meanwhile. For dialogs, member-only parts and what shows
 * after load; next/dynamic would do the same but adds its loader (about 2 KB gzipped) to every page.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
