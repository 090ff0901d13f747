/** Icons are served through the portal (`/img/...`, as WebP) so the browser never needs the upstream's address. */
export function gameIconPath(gameCode: string): string {
  return `/img/games/${encodeURIComponent(gameCode)}.webp`;
}

export function vendorIconPath(vassalage: string): string {
  return `/img/vendors/${encodeURIComponent(vassalage)}.webp`;
}
