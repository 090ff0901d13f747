'use client';

import { useState, type ReactNode } from 'react';

/** One vendor of a drop-down: its filtered category address, full name and shown (cut) name. */
export type DropdownVendor = readonly [href: string, name: string, label: string];

interface VendorDropdownItemProps {
  size: 'small' | 'large';
  vendors: readonly DropdownVendor[];
  /** The category's own link. */
  children: ReactNode;
}

/**
 * A game-type menu item with its vendor drop-down (spec §2). The drop-down's links are put on the
 * page when the item is first hovered or focused, so every page does not carry all vendors' links.
 */
export function VendorDropdownItem({ size, vendors, children }: VendorDropdownItemProps) {
  const [shown, setShown] = useState(false);
  const show = () => setShown(true);
  return (
    <li className="has-dropdown" onMouseEnter={show} onFocus={show} onTouchStart={show}>
      {children}
      {shown ? (
        <ul className={`vendor-dropdown ${size}`}>
          {vendors.map(([href, name, label]) => (
            <li key={href}>
              <a href={href} title={name}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
