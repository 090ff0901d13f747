// The response envelope every /wps and /lgw answer uses: { success, value?, code?, message? }.

export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

/** A failure the client caused or may act on; the error handler turns it into an envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): Envelope {
    const body: Envelope = { success: false, code: this.code, message: this.message };
    if (this.value !== undefined) body.value = this.value;
    return body;
  }
}

export const errors = {
  requestBodyRequired: (message = 'Request body required') => new ApiError(400, 'request_body_required', message),
  encryptedBodyRequired: () => new ApiError(400, 'request_body_required', 'Encrypted request body required'),
  validationFailed: (fields: string[]) =>
    new ApiError(400, 'validation_failed', `Invalid fields: ${fields.join(', ')}`, { fields }),
  notLoggedIn: () => new ApiError(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login'),
  tokenInvalid: () => new ApiError(401, 'user.or.token.invalid', 'User or token invalid'),
  operatorKeyInvalid: () => new ApiError(401, 'operator.key.invalid', 'Operator key invalid'),
  merchantInvalid: () => new ApiError(403, 'merchant.invalid', 'Merchant invalid'),
  notFound: (message = 'Not found') => new ApiError(404, 'not_found', message),
  payloadTooLarge: () => new ApiError(413, 'payload_too_large', 'Payload too large'),
  tooManyRequests: () => new ApiError(429, 'TOO_MANY_REQUEST', 'Too many requests'),
  /**
   * The database could not be reached or dropped the connection mid-command (a restart, a
   * failover): whether a command took effect is unknown, so the client sends it again with the
   * same idempotency key, which either does it or answers what was done.
   */
  databaseUnavailable: () => new ApiError(503, 'database_unavailable', 'Service temporarily unavailable, please try again'),
};
