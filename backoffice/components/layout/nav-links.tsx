'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The desk's sections the staff member may open (the layout filters them by permission). */
export function NavLinks({ label, links }: { label: string; links: { href: string; text: string }[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="desk-nav">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={pathname === link.href || pathname.startsWith(`${link.href}/`) ? 'page' : undefined}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
