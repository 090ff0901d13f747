// A stand-in for the platform's GET /wps/system/status in the portal's unit tests: it answers
// status 2 (region blocked) for the addresses in `blocked` and 0 otherwise, reading the signed
// address the portal forwards, records every address it was asked about, and points WPS_BASE_URL
// and REVALIDATE_SECRET at itself until closed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSystemStatus {
  /** The addresses asked about, in order. */
  asked: string[];
  close(): Promise<void>;
}

export async function startFakeSystemStatus(blocked: ReadonlySet<string>): Promise<FakeSystemStatus> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const address = String(request.headers['x-portal-client-address'] ?? '');
    asked.push(address);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, value: { status: blocked.has(address) ? 2 : 0, location: { ip: address } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.WPS_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.REVALIDATE_SECRET = 'unit-secret';
  return {
    asked,
    async close() {
      delete process.env.WPS_BASE_URL;
      delete process.env.REVALIDATE_SECRET;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
