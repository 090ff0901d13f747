// How large a body each BFF route takes: one table, read by the routes' body reader (read-json.ts)
// and, before the route runs, by proxy.ts (lib/edge/early-refusals.ts), which refuses a declared
// length over the route's limit at once; nginx in front refuses it unread (docker/nginx-routes.conf). next.config.ts lets Next's proxy buffer the
// largest of them (LARGEST_BODY_BYTES): a proxy-matched request's body is buffered before any route
// runs, and one over that setting would be cut short silently rather than refused.
// No server-only marker and relative imports only: next.config.ts reads it (the way lib/env.ts is read).
import { SLIP_MAX_BYTES } from '../../contract/cashier-deposit';
import { PROOF_IMAGE_MAX_BYTES } from '../../contract/cashier-withdraw';
import { AVATAR_BODY_MAX } from '../../contract/profile';
import { APPLICATION_BODY_MAX } from '../../contract/rewards';

export interface BodyLimit {
  bytes: number;
  /** The error code of the 413 answer (the client maps it to a message). */
  code: string;
  message: string;
}

const limitOf = (bytes: number): BodyLimit => ({
  bytes,
  code: 'payload_too_large',
  message: `The request body is larger than ${Math.max(1, Math.round(bytes / 1024))} KB`,
});

/** An image of `bytes` as a base64 data URL. */
const dataUrlBytes = (bytes: number) => Math.ceil((bytes * 4) / 3);

/** Every route but those below: 64 KB of JSON. */
export const DEFAULT_BODY_LIMIT = limitOf(64 * 1024);

/** By exact path (dynamic segments take the default). */
const ROUTE_BODY_LIMITS: Readonly<Record<string, BodyLimit>> = {
  // Uploads: a 5 MB image as a data URL plus the other fields; the rewards form takes three.
  '/api/deposit/slip': { ...limitOf(dataUrlBytes(SLIP_MAX_BYTES) + 8 * 1024), code: 'image_too_large', message: 'The slip may be at most 5 MB' },
  '/api/withdraw/confirm': limitOf(dataUrlBytes(PROOF_IMAGE_MAX_BYTES) + 16 * 1024),
  '/api/profile/avatar': { ...limitOf(AVATAR_BODY_MAX), code: 'avatar_too_large', message: 'The picture may be at most 5 MB' },
  '/api/rewards/join': limitOf(APPLICATION_BODY_MAX),
  // Up to 1,000 payees of 64 characters: more than the default.
  '/api/agent/transfers/red-envelope': limitOf(128 * 1024),
  '/api/feedback': limitOf(4 * 1024),
  // An empty object.
  '/api/account-activity/revoke-others': limitOf(256),
  // The platform's signed hook: a list of tags.
  '/api/revalidate': limitOf(4 * 1024),
};

/** The body limit of the route at `pathname`. */
export function bodyLimitOf(pathname: string): BodyLimit {
  return Object.hasOwn(ROUTE_BODY_LIMITS, pathname) ? ROUTE_BODY_LIMITS[pathname] : DEFAULT_BODY_LIMIT;
}

/** The routes whose bodies may pass the load balancer's default size (docker/nginx-portal.conf lists them). */
export const UPLOAD_ROUTES: readonly string[] = Object.keys(ROUTE_BODY_LIMITS).filter((path) => ROUTE_BODY_LIMITS[path].bytes > 128 * 1024);

/** The largest body any route takes: what Next's proxy must be able to buffer whole. */
export const LARGEST_BODY_BYTES = Math.max(DEFAULT_BODY_LIMIT.bytes, ...Object.values(ROUTE_BODY_LIMITS).map((limit) => limit.bytes));
