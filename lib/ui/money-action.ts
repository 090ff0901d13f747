import { callApi, type ApiResult } from './post-json';

/**
 * One money action of the user (a deposit, a withdrawal, a transfer): its key is made when the
 * action starts and sent with every attempt, so a double click or a retry after a network error
 * never moves money twice. Start a new action (a new key) only after an answer was shown.
 */
export function newActionKey(): string {
  return crypto.randomUUID();
}

/**
 * Whether the command may have been carried out though no answer says so: no answer at all
 * (network), or a server error (a database connection lost at COMMIT answers 503). Keep the key
 * then: sending again replays the command's answer instead of moving money twice.
 */
export function outcomeUnknown(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.status === 0 || result.status >= 500);
}

export async function callMoneyApi<T>(url: string, body: unknown, actionKey: string, method: 'POST' | 'PUT' | 'DELETE' = 'POST'): Promise<ApiResult<T>> {
  return callApi<T>(url, body, method, { 'Idempotency-Key': actionKey });
}
