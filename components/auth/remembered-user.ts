/**
 * Remember me (spec §3, §9): only the last username, in a cookie that lasts one day.
 * A password is never stored in the browser.
 */
const COOKIE = 'remember_user';
const ONE_DAY_SECONDS = 86_400;

export function rememberedUser(): string {
  if (typeof document === 'undefined') return '';
  const match = document.cookie.match(/(?:^|;\s*)remember_user=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : '';
}

export function rememberUser(username: string): void {
  const maxAge = username ? ONE_DAY_SECONDS : 0;
  document.cookie = `${COOKIE}=${encodeURIComponent(username)}; max-age=${maxAge}; path=/; samesite=lax`;
}
