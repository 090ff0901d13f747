'use client';

import { useEffect, useRef, useState } from 'react';
import { vendorIconPath } from '@/lib/games/game-icon-path';

/** A vendor as the footer shows it: its code (the icon) and name (the icon's text). */
export type FooterVendor = readonly [code: string, name: string];

/**
 * Spec §2 footer vendor icons. The list is drawn when the footer comes near the screen: every page
 * carries only the vendors' codes and names, not sixty image elements.
 */
export function VendorIcons({ vendors }: { vendors: readonly FooterVendor[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setShown(true);
        observer.disconnect();
      }
    }, { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <ul className="vendor-icons" ref={list}>
      {shown
        ? vendors.map(([code, name]) => (
            <li key={code}>
              <img src={vendorIconPath(code)} alt={name} width={40} height={40} loading="lazy" decoding="async" />
            </li>
          ))
        : null}
    </ul>
  );
}
