// The money bench's load: POST /vendor/local/spin from autocannon, as `npm run bench` loads pages.
// The load generator shares the machine's two cores with the platform and PostgreSQL, so what it
// spends per request is taken from the system being measured; the bare UPDATEs it is compared
// with come from postgres-js, a lean pipelining client. node:http cost about 0.12–0.15 ms of CPU
// per spin here (undici's fetch three times that); autocannon writes prebuilt requests on raw
// sockets and parses answers with a small HTTP parser.
import autocannon from 'autocannon';

/**
 * Settles `total` spins over `connections` kept-alive connections; `spinFor(i)` names the i-th
 * spin's play token and spin id. A spin counts as an error unless it answered 200 with success.
 * @param {{ url: string, name: string, total: number, connections: number, spinFor: (i: number) => { playToken: string, spinId: string } }} options
 */
export function driveSpins({ url, name, total, connections, spinFor }) {
  let next = 0;
  let refused = 0;
  let answered = 0;
  // autocannon ends an `amount` run on its next sample tick and rounds its duration: the rate is
  // taken from the first request to the last answer instead.
  const started = performance.now();
  let lastAnswer = started;
  const request = {
    method: 'POST',
    path: '/vendor/local/spin',
    headers: { 'content-type': 'application/json' },
    setupRequest(request) {
      const { playToken, spinId } = spinFor(next++);
      return { ...request, headers: { ...request.headers, 'x-play-token': playToken }, body: JSON.stringify({ spinId, bet: '1.00' }) };
    },
    onResponse(status, body) {
      answered++;
      lastAnswer = performance.now();
      if (status !== 200 || JSON.parse(body).success !== true) refused++;
    },
  };
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, amount: total, sampleInt: 100, requests: [request] }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        rps: answered / ((lastAnswer - started) / 1000),
        p50: result.latency.p50,
        p99: result.latency.p99,
        // Not answered (a socket error or timeout) or not settled; and any request short of `total`.
        errors: refused + result.errors + result.timeouts + Math.max(0, total - answered),
      });
    });
  });
}
