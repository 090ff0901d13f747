import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Server redirects in the page's language. Browser code uses client-navigation.ts (no next-intl navigation in its bundle). */
export const { redirect, getPathname } = createNavigation(routing);
