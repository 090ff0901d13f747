// A sign-out the staff member asked for: while it runs, what fails because the session is gone is not
// "your session ended" (the login page says so only when the platform ended it), and the live streams
// close first. A new desk session (the staff provider mounting again) starts clear.

let leaving = false;
const listeners = new Set<() => void>();

export function isSigningOut(): boolean {
  return leaving;
}

export function beginSignOut(): void {
  leaving = true;
  for (const listener of [...listeners]) listener();
}

export function resetSignOut(): void {
  leaving = false;
}

/** Runs `listener` when a sign-out begins; returns the unsubscribe. */
export function onSignOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
