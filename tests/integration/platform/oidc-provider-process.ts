// Starts the local OpenID Connect provider (scripts/oidc-dev-provider.mjs) as a real process, and
// walks its dev interaction pages over HTTP the way a browser would (cookies, forms, redirects).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './platform-process';

export interface RunningProvider {
  issuer: string;
  stop(): Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');

export async function startOidcProvider(env: Record<string, string> = {}): Promise<RunningProvider> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/oidc-dev-provider.mjs'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, OIDC_DEV_PORT: String(port), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`oidc provider did not start:\n${output}`)), 20_000);
    child.stdout.on('data', () => {
      if (output.includes('oidc dev provider listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`oidc provider exited with ${code}:\n${output}`));
    });
  });
  return { issuer: `http://127.0.0.1:${port}`, stop };
}

/** A tiny cookie-keeping user agent for the provider's pages. */
class Agent {
  private readonly jar = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('Cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }
}

/**
 * Follows the authorization URL through the provider's login page (typing `loginId`, any password)
 * and consent page, and returns the callback URL it redirects to (with code, state and iss).
 */
export async function signInAtProvider(authorizationUrl: string, loginId: string, callbackPrefix: string): Promise<URL> {
  const agent = new Agent();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const response = await agent.fetch(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', loginId);
      form.set('password', 'anything');
    }
    const submitted = await agent.fetch(new URL(action.replace(/&amp;/g, '&'), url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`provider form answered ${submitted.status} without a redirect`);
    url = new URL(next, action.startsWith('http') ? action : url).href;
  }
  throw new Error('too many steps at the provider');
}
