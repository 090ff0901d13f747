import { callApi, type ApiResult } from './post-json';

/**
 * One money action of the user (a deposit, a withdrawal, a transfer): its key is made when the
 * action starts and sent with every attempt, so a double click or a retry after a network error
 * never moves money twice. Start a new action (a new key) only after an answer was shown.
 */
export function newActionKey(): string {
  return crypto.randomUUID();
}

export async function callMoneyApi<T>(url: string, body: unknown, actionKey: string, method: 'POST' | 'PUT' | 'DELETE' = 'POST'): Promise<ApiResult<T>> {
  return callApi<T>(url, body, method, { 'Idempotency-Key': actionKey });
}
