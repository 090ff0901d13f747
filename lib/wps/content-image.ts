/** The upstream's content images (`/wps/content/image/<key>.png`) are served through the portal's `/img/content/`, as WebP. */
export function portalImagePath(upstreamUrl: string): string {
  const match = /\/wps\/(content\/image|game\/icon|vendor\/icon)\/([A-Za-z0-9_-]{1,80}(?:\.[a-z]{2,3})?(?:\.phone)?)\.png$/.exec(upstreamUrl);
  if (!match) return upstreamUrl;
  const kind = { 'content/image': 'content', 'game/icon': 'games', 'vendor/icon': 'vendors' }[match[1]];
  return `/img/${kind}/${match[2]}.webp`;
}

/**
 * The phone's drawing of a generated content image (issue #30: the same box, the copy drawn larger;
 * the platform's `<key>.<language>.phone.png`), or null for an image the platform does not draw.
 */
export function phoneImagePath(upstreamUrl: string): string | null {
  if (!/\/wps\/content\/image\/[A-Za-z0-9_-]{1,80}(?:\.[a-z]{2,3})?\.png$/.test(upstreamUrl)) return null;
  return portalImagePath(upstreamUrl.replace(/\.png$/, '.phone.png'));
}
