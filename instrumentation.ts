// Runs once when the server starts: on Node.js, the socket-address stamp of instrumentation-node.ts
// (the Edge build never loads it).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
