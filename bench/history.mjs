// `node bench/history.mjs`: p50/p95 of a member's transaction-history page (ODSFE2_MemTransDet,
// last 30 days, page 1 of 20 rows) on a running platform, 200 sequential requests after 10 warm-ups.
// Fill the ledger first: `npm run ops -- seed-history 1000000` (target: p95 ≤ 50 ms at 1M entries).
// env: PLATFORM_URL (default http://127.0.0.1:4000), BENCH_ACCOUNT / BENCH_PASSWORD (demo01),
// BENCH_REQUESTS (200). bench/run.mjs may import benchHistory.
import { createCipheriv, randomBytes } from 'node:crypto';
import forge from 'node-forge';

const DAY = 24 * 60 * 60 * 1000;

function sealed(payload, key) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const rsa = forge.pki.rsa.setPublicKey(new forge.jsbn.BigInteger(key.modulus, 16), new forge.jsbn.BigInteger(key.exponent, 16));
  const wrapped = rsa.encrypt(aesKey.toString('binary'), 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } });
  return {
    headers: { Encryption: forge.util.encode64(wrapped), 'Encryption-Type': 'aes', 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64') }),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchHistory({ url, account = 'demo01', password = 'Demo@2026', requests = 200, query = '' }) {
  const headers = { Merchant: 'DEMO' };
  const key = (await (await fetch(`${url}/wps/session/key/rsa`, { headers })).json()).value;
  const login = sealed({ username: account, password, type: 'username' }, key);
  const session = await (await fetch(`${url}/wps/session/login`, { method: 'POST', headers: { ...headers, ...login.headers }, body: login.body })).json();
  if (!session.success) throw new Error(`login failed: ${session.code}`);
  const token = session.value.token;
  const end = Date.now();
  const path = `/wps/relay/ODSFE2_MemTransDet?startTime=${end - 30 * DAY}&endTime=${end}&page=1&size=20${query}`;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { ...headers, Authorization: token } });
    const body = await response.json();
    if (!body.success) throw new Error(`history failed: ${body.code}`);
    return { ms: performance.now() - started, total: body.value.total, capped: body.value.totalCapped };
  };
  for (let i = 0; i < 10; i++) await once();
  const times = [];
  let last;
  for (let i = 0; i < requests; i++) {
    last = await once();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { requests, p50: percentile(times, 50), p95: percentile(times, 95), rowsInRange: last.total, capped: last.capped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: bench/money.ts imports this module through tsx, which emits CommonJS.
  benchHistory({
    url: process.env.PLATFORM_URL ?? 'http://127.0.0.1:4000',
    account: process.env.BENCH_ACCOUNT,
    password: process.env.BENCH_PASSWORD,
    requests: Number(process.env.BENCH_REQUESTS ?? 200),
  }).then((result) =>
    console.log(
      `transaction history page: ${result.requests} requests, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms ` +
        `(${result.capped ? `${result.rowsInRange}+` : result.rowsInRange} rows in the 30-day range)`,
    ),
  );
}
