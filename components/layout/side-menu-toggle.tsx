'use client';

import { sideMenu, useSideMenuOpen } from '@/lib/ui/side-menu-store';

export function SideMenuToggle({ label }: { label: string }) {
  const open = useSideMenuOpen();
  return (
    <button type="button" className="btn btn-icon menu-toggle" aria-label={label} aria-expanded={open} aria-controls="side-menu" onClick={sideMenu.toggle}>
      <span aria-hidden="true">☰</span>
    </button>
  );
}
