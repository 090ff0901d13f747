import type { ReactNode } from 'react';
import './globals.css';

/** The real document shell is app/[locale]/layout.tsx; this one only exists for app/not-found.tsx. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
