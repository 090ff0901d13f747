// The path a request log line shows: no query string, and no one-time token that a route carries in
// its path (a staff enrolment link's `en_…`, GET /admin/enrolment/:token) — whoever reads the logs
// could otherwise enrol as the new staff member before they do.
const TOKEN_IN_PATH = /\/(en|st|mk)_[A-Za-z0-9_-]{8,}/g;

export function loggedPath(url: string): string {
  return url.split('?')[0].replace(TOKEN_IN_PATH, '/$1_[redacted]');
}
