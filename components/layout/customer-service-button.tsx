import type { SiteResource } from '@/contract/site-resources';

/** Spec §2 floating customer-service button: the live-chat channel, else the first one. */
export function CustomerServiceButton({ channels, label }: { channels: SiteResource[]; label: string }) {
  const channel = channels.find((item) => item.labelNameEn === 'livechat') ?? channels[0];
  if (!channel) return null;
  return (
    <a className="cs-float" href={channel.url} rel="noopener" target="_blank" aria-label={label} id="customer-service">
      <span aria-hidden="true">💬</span>
    </a>
  );
}
