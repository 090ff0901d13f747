/** The upstream's content images (`/wps/content/image/<key>.png`) are served through the portal's `/img/content/`, as WebP. */
export function portalImagePath(upstreamUrl: string): string {
  const match = /\/wps\/(content\/image|game\/icon|vendor\/icon)\/([A-Za-z0-9_-]{1,80}(?:\.[a-z]{2,3})?)\.png$/.exec(upstreamUrl);
  if (!match) return upstreamUrl;
  const kind = { 'content/image': 'content', 'game/icon': 'games', 'vendor/icon': 'vendors' }[match[1]];
  return `/img/${kind}/${match[2]}.webp`;
}
