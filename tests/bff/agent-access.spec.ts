import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { AGENT_MENU, agentPagePath } from '../../contract/agent-center';
import { demo } from '../support/platform-admin';

// Agents only (spec §6): every agent BFF route — found on disk, so a new one is covered the day it
// is added — answers a member with 403 `non_agent` and a guest with 401, before any agent data is
// read; every agent page sends a member back to /agent.
const API_ROOT = path.resolve(__dirname, '../../app/api/agent');
const SEGMENTS: Record<string, string> = { '[id]': '1', '[report]': 'teamBetting' };

function routes(dir = API_ROOT): { path: string; methods: string[] }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routes(full);
    if (name !== 'route.ts') return [];
    const source = readFileSync(full, 'utf8');
    const methods = [...source.matchAll(/export async function (GET|POST|PUT|DELETE)\b/g)].map((m) => m[1]);
    const url = path
      .relative(path.resolve(API_ROOT, '..'), dir)
      .split(path.sep)
      .map((part) => SEGMENTS[part] ?? part)
      .join('/');
    return [{ path: `/api/${url}`, methods }];
  });
}

const AGENT_ROUTES = routes();

let api: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => api.dispose());

async function callAll(context: APIRequestContext, baseURL: string) {
  const answers: { route: string; status: number; code?: string }[] = [];
  for (const route of AGENT_ROUTES) {
    for (const method of route.methods) {
      const response = await context.fetch(`${route.path}?kind=daily&startDate=2026-11-01&endDate=2026-11-02`, {
        method,
        headers: { 'Idempotency-Key': randomUUID(), Origin: baseURL, 'Content-Type': 'application/json' },
        data: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
      answers.push({ route: `${method} ${route.path}`, status: response.status(), code: body.error?.code });
    }
  }
  return answers;
}

test('every agent BFF route refuses a member with 403 non_agent and a guest with 401', async ({ baseURL }) => {
  expect(AGENT_ROUTES.length).toBeGreaterThanOrEqual(20);
  const guest = await callAll(api, baseURL!);
  expect(guest.filter((a) => a.status !== 401)).toEqual([]);

  expect((await api.post('/api/session', { data: demo.member })).status()).toBe(200);
  const member = await callAll(api, baseURL!);
  expect(member.filter((a) => a.status !== 403 || a.code !== 'non_agent')).toEqual([]);
});

test('every agent page sends a member back to /agent without agent data', async ({ page }) => {
  expect((await page.request.post('/api/session', { data: demo.member })).status()).toBe(200);
  for (const entry of AGENT_MENU) {
    const target = agentPagePath(entry.code)!;
    await page.goto(`/en${target}`);
    await expect(page, target).toHaveURL(/\/en\/agent$/);
    await expect(page.getByTestId('agent-name')).toHaveCount(0);
    await expect(page.getByTestId('team-kpis')).toHaveCount(0);
  }
});
