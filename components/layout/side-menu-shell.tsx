'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/client-navigation';
import { sideMenu, useSideMenuOpen } from '@/lib/ui/side-menu-store';

/**
 * The drawer around the server-rendered side menu: closed it is inert, so focus and readers skip it.
 * Its content is put on the page when it first opens, not into every page's first HTML.
 */
export function SideMenuShell({ label, closeLabel, children }: { label: string; closeLabel: string; children: ReactNode }) {
  const open = useSideMenuOpen();
  const pathname = usePathname();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  useEffect(() => sideMenu.close(), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && sideMenu.close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open ? <div className="side-menu-cover" aria-hidden="true" onClick={sideMenu.close} /> : null}
      <aside id="side-menu" className="side-menu" data-open={open} aria-label={label} inert={!open}>
        <button type="button" className="btn btn-icon side-menu-close" aria-label={closeLabel} onClick={sideMenu.close}>
          ✕
        </button>
        {opened ? children : null}
      </aside>
    </>
  );
}
