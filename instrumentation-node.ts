// Node.js only (instrumentation.ts loads it there), on every request before Next reads it:
// - the socket's address in PEER_HEADER (Next keeps a browser's own X-Forwarded-For and drops the
//   socket address; this overwrites anything the browser sent, and the token tells this process's
//   stamp from a forged one). lib/edge/client-address.ts decides the visitor's address from it and
//   TRUSTED_PROXIES;
// - the security headers, locale routing and the region gate of pages (lib/edge/page-region-gate.ts
//   says why here and not in proxy.ts). A request whose visitor status is not known yet reaches Next
//   once it is; a Thai-prefixed address is redirected here and never reaches it;
// - before all that, an absolute-form target for another host and a body larger than its route
//   takes are refused (lib/edge/early-refusals.ts), so Next never reads them.
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { installPeerToken, PEER_HEADER } from './lib/edge/client-address';
import { refuseEarly } from './lib/edge/early-refusals';
import { ANSWERED, gatePageRequest } from './lib/edge/page-region-gate';

const token = installPeerToken(randomBytes(12).toString('base64url'));
const server = http.Server.prototype as { emit: (event: string, ...args: unknown[]) => boolean; __peerStamp?: boolean };
if (!server.__peerStamp) {
  server.__peerStamp = true;
  const emit = server.emit;
  server.emit = function stampPeer(this: unknown, event: string, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const request = args[0] as IncomingMessage;
    const response = args[1] as ServerResponse;
    if (refuseEarly(request, response)) return true;
    request.headers[PEER_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
    const toNext = () => emit.call(this, event, ...args);
    const gated = gatePageRequest(request, response);
    if (gated === ANSWERED) return true;
    if (!gated) return toNext();
    gated.then((answer) => answer === ANSWERED || toNext(), toNext);
    return true;
  };
}
