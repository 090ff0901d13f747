export type Execution = 'A' | 'B' | 'F';

export interface PopupState {
  /** Fixed when the page loaded: A for a member, B for a guest, none when no list belongs to this load. */
  atLoad: 'A' | 'B' | 'none';
  isLogin: boolean;
  /** The session is the member's first login (spec §4). */
  firstTimeLogin: boolean;
  /** Executions closed in this browser session, and the on-load ones already shown on this device today (popup-day.ts). */
  closed: readonly string[];
  /** Executions that have at least one popup. */
  available: readonly Execution[];
}

/**
 * Which popup list shows now (spec §4: only for the matching execution, never again once closed
 * this session). F follows a first login whenever it happens, also after an in-page login; A and B
 * belong to the page load, and only while the visitor is still who they were then (a guest who
 * logs in does not keep the guest list).
 */
export function popupExecution({ atLoad, isLogin, firstTimeLogin, closed, available }: PopupState): Execution | null {
  const open = (execution: Execution) => available.includes(execution) && !closed.includes(execution);
  if (isLogin && firstTimeLogin && open('F')) return 'F';
  if (atLoad === 'A' && isLogin && open('A')) return 'A';
  if (atLoad === 'B' && !isLogin && open('B')) return 'B';
  return null;
}
