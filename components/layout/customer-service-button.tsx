import { primaryServiceChannel, type SiteResource } from '@/contract/site-resources';

/** Spec §2 floating customer-service button: the live-chat channel, else the first one. */
export function CustomerServiceButton({ channels, label }: { channels: SiteResource[]; label: string }) {
  const channel = primaryServiceChannel(channels);
  if (!channel) return null;
  return (
    <a className="cs-float" href={channel.url} rel="noopener" target="_blank" aria-label={label} id="customer-service">
      {/* Drawn, not an emoji: a machine without an emoji font shows no empty box. */}
      <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
      </svg>
    </a>
  );
}
