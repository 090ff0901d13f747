import type { SiteProfile } from '@/contract/site-profile';

/**
 * The demo profile's ribbon on every page (contract/site-profile.ts): says the accounts, money and
 * payment details here are the demo's. A production site shows nothing.
 */
export function DemoRibbon({ profile, text }: { profile: SiteProfile; text: string }) {
  if (profile !== 'demo') return null;
  return (
    <p className="demo-ribbon" role="note" data-testid="demo-ribbon">
      {text}
    </p>
  );
}
