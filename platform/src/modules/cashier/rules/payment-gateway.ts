// The payment service provider (PSP) behind deposits, as an adapter: the platform asks it for a
// payment reference when an order is created and trusts only callbacks it verifies. The local
// gateway stands in for a real one: it signs its callbacks with HMAC-SHA256 over
// `timestamp + '.' + rawBody` (X-Timestamp in ms, X-Signature hex), like Stripe's webhooks, and the
// operator can make it "pay" an order (POST /admin/gateway/local/pay/:depositId).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { gatewayCallbackBody } from '../../../../../contract/cashier-deposit';
import { toMinor } from '../../../../../contract/money';
import { ApiError } from '../../../core/http/envelope';
import { loadOrCreateSecretFile } from '../../../core/secret-file';

export interface GatewayOrder {
  depositId: string;
  method: string;
  /** Minor units the payer sends. */
  amount: bigint;
}

export interface VerifiedCallback {
  /** The PSP's event id: a replayed event is answered from its first answer and moves nothing. */
  eventId: string;
  reference: string;
  depositId: string;
  status: 'PAID' | 'FAILED';
  amount: bigint;
}

export interface PaymentGateway {
  readonly name: string;
  /** The PSP's reference for this order (kept on it as gateway_ref). */
  createPayment(order: GatewayOrder): Promise<string>;
  /** Checks the signature and freshness of a callback; throws a 401 ApiError when it is not the PSP's. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, now?: Date): VerifiedCallback;
}

/** A callback older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const CALLBACK_TOLERANCE_MS = 5 * 60 * 1000;

export const gatewayErrors = {
  signature: () => new ApiError(401, 'signature_invalid', 'Callback signature invalid'),
  stale: () => new ApiError(401, 'timestamp_stale', 'Callback timestamp missing or too old'),
  body: () => new ApiError(400, 'validation_failed', 'Callback body invalid'),
};

export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

export class LocalPaymentGateway implements PaymentGateway {
  readonly name = 'local';

  constructor(private readonly secret: string) {}

  async createPayment(order: GatewayOrder): Promise<string> {
    return `LGW-${order.depositId}-${randomBytes(4).toString('hex').toUpperCase()}`;
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>, now = new Date()): VerifiedCallback {
    const timestamp = header(headers, 'x-timestamp');
    const signature = header(headers, 'x-signature');
    if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw gatewayErrors.signature();
    if (!timestamp || !/^\d{10,16}$/.test(timestamp)) throw gatewayErrors.stale();
    const expected = Buffer.from(signCallback(this.secret, timestamp, rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw gatewayErrors.signature();
    if (Math.abs(now.getTime() - Number(timestamp)) > CALLBACK_TOLERANCE_MS) throw gatewayErrors.stale();
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw gatewayErrors.body();
    }
    const parsed = gatewayCallbackBody.safeParse(json);
    if (!parsed.success) throw gatewayErrors.body();
    return { ...parsed.data, amount: toMinor(parsed.data.amount)! };
  }

  /** What the local PSP sends when its page says an order was paid (or failed): body and headers. */
  signedCallback(body: { eventId: string; reference: string; depositId: string; status: 'PAID' | 'FAILED'; amount: string }, now = new Date()) {
    const rawBody = JSON.stringify(body);
    const timestamp = String(now.getTime());
    return { rawBody, headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signCallback(this.secret, timestamp, rawBody) } };
  }
}

/** PAYMENT_GATEWAY_SECRET, else a secret generated once into <dataDir>/payment-gateway.key. */
export async function loadOrCreateGatewaySecret(dataDir: string, fromEnv: string | undefined): Promise<string> {
  return fromEnv || loadOrCreateSecretFile(dataDir, 'payment-gateway.key');
}
