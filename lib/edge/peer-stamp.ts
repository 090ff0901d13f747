// What proxy.ts cannot learn from Next about a request's connection, recorded from Node's documented
// `http.server.request.start` diagnostics channel (instrumentation.ts subscribes on Node.js). It
// answers nothing and replaces nothing; it only writes down two facts before Next reads the request:
// - the socket's address, in PEER_HEADER with this process's token (Next keeps a browser's own
//   X-Forwarded-For and drops the socket address; client-address.ts decides the visitor from it);
// - an absolute-form target (`GET http://evil.example/ HTTP/1.1`, RFC 9112 §3.2.2, which only a
//   proxy or a raw socket sends): on one of the site's hosts reduced to its path, on another host
//   replaced by `/` and marked in TARGET_REFUSED_HEADER, which proxy.ts answers with a 400 (Next
//   took that host for the site's and redirected there).
import { subscribe } from 'node:diagnostics_channel';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { installPeerToken, PEER_HEADER, TARGET_REFUSED_HEADER } from './client-address';
import { originFormOf } from './early-refusals';

const STAMPED = Symbol.for('portal.peer-stamp');

function stamp(token: string, request: IncomingMessage): void {
  request.headers[PEER_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
  delete request.headers[TARGET_REFUSED_HEADER];
  const target = request.url ?? '/';
  if (target.startsWith('/')) return;
  const origin = originFormOf(target);
  if (origin !== undefined) {
    request.url = origin;
    return;
  }
  request.url = '/';
  request.headers[TARGET_REFUSED_HEADER] = token;
}

/** Subscribes once per process. */
export function stampPeers(): void {
  const slot = globalThis as Record<symbol, unknown>;
  if (slot[STAMPED]) return;
  slot[STAMPED] = true;
  const token = installPeerToken(randomBytes(12).toString('base64url'));
  subscribe('http.server.request.start', (message) => stamp(token, (message as { request: IncomingMessage }).request));
}
