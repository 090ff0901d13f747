// Runs once when the server starts. Next keeps a browser's own X-Forwarded-For and drops the socket
// address then, so every request gets the socket's address in PEER_HEADER here, before Next reads
// it (overwriting anything the browser sent; the token tells this process's stamp from a forged one).
// lib/edge/client-address.ts decides the visitor's address from it and TRUSTED_PROXIES.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { randomBytes } = await import('node:crypto');
  const http = await import('node:http');
  const { installPeerToken, PEER_HEADER } = await import('./lib/edge/client-address');
  const token = installPeerToken(randomBytes(12).toString('base64url'));
  const server = http.Server.prototype as { emit: (event: string, ...args: unknown[]) => boolean; __peerStamp?: boolean };
  if (server.__peerStamp) return;
  server.__peerStamp = true;
  const emit = server.emit;
  server.emit = function stampPeer(this: unknown, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as import('node:http').IncomingMessage;
      request.headers[PEER_HEADER] = `${token} ${request.socket?.remoteAddress ?? ''}`;
    }
    return emit.call(this, event, ...args);
  };
}
