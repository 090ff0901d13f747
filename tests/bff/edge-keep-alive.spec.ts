import http from 'node:http';
import { expect, test } from '@playwright/test';

// A connection left idle between two requests stays open past Node's 5 s default (the portal and the
// back office run with a keep-alive timeout above nginx's 60 s): a balancer or a client's connection
// pool that sends on it then gets an answer, not a reset (a POST without an idempotency key is never
// resent, so a reset is a failed payment form).

function get(origin: string, agent: http.Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, origin), { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

test('an idle keep-alive connection still answers after 6 s', async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await get(baseURL!, agent, '/api/session')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(baseURL!, agent, '/api/session');
    expect(second).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
  }
});
