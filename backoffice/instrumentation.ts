/** Runs once when the server starts: the environment checked (a bad value stops it with one line naming the variable). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { loadOrExit } = await import('../contract/env-schema');
  const { checkBackofficeEnv } = await import('./lib/env');
  loadOrExit(() => checkBackofficeEnv());
}
