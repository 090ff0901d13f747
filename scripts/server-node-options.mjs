// V8 settings for a `next start` process. A cached page hit allocates mostly short-lived objects
// (request and response state, promises, stream chunks); a young generation larger than Node's
// default (16 MB semi-spaces on 64-bit) collects them less often. Measured with `npm run bench`
// and server CPU time per request (about a quarter less on /en/live on this 2-core machine).
// The bench gives its minimal Next.js baseline the same settings.
const SERVER_NODE_OPTIONS = '--max-semi-space-size=32';

/** `env` with the server settings added to any NODE_OPTIONS it already has. */
export function serverEnv(env) {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, SERVER_NODE_OPTIONS].filter(Boolean).join(' ') };
}

// Idle keep-alive connections stay open longer than a balancer keeps its own (nginx's upstream
// keepalive_timeout, 60 s): Node's 5 s default closes a connection the balancer, or a client with a
// connection pool, may be sending on at that moment — a reset, and a POST without an idempotency key
// is not resent. The containers set the same through KEEP_ALIVE_TIMEOUT (Next's standalone server).
export const KEEP_ALIVE_ARGS = ['--keepAliveTimeout', '65000'];
