// Node.js only (instrumentation.ts loads it there): Next keeps a browser's own X-Forwarded-For and
// drops the socket address then, so every request gets the socket's address in PEER_HEADER here,
// before Next reads it (overwriting anything the browser sent; the token tells this process's stamp
// from a forged one). lib/edge/client-address.ts decides the visitor's address from it and TRUSTED_PROXIES.
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import { installPeerToken, PEER_HEADER } from './lib/edge/client-address';

const token = installPeerToken(randomBytes(12).toString('base64url'));
const server = http.Server.prototype as { emit: (event: string, ...args: unknown[]) => boolean; __peerStamp?: boolean };
if (!server.__peerStamp) {
  server.__peerStamp = true;
  const emit = server.emit;
  server.emit = function stampPeer(this: unknown, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
    }
    return emit.call(this, event, ...args);
  };
}
