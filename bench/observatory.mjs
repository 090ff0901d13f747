// `npm run observatory`: the production build behind a local TLS-terminating proxy, graded the way
// the Mozilla HTTP Observatory grades a site (its published scoring rules, MDN Observatory 2024
// edition: CSP, cookies, CORS, redirection, Referrer-Policy, HSTS, SRI, X-Content-Type-Options,
// X-Frame-Options, Cross-Origin-Resource-Policy; baseline 100, bonuses only at 90 or more).
// The official scanner only reaches public hosts; this runs the same rules on this machine.
//
// The proxy (node:https, a certificate for localhost made with node-forge) stands where a CDN or
// load balancer would: it appends the client's address to X-Forwarded-For (TRUSTED_PROXIES=loopback
// for the portal), passes the Host, and its plain-http port redirects to https on the same host.
// Exit status 1 when the score is below 90.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import forge from 'node-forge';
import { startPortal, stopAll } from './stack.mjs';

const PORTS = {
  portal: Number(process.env.OBSERVATORY_PORTAL_PORT ?? 3296),
  platform: Number(process.env.OBSERVATORY_PLATFORM_PORT ?? 4296),
  tls: Number(process.env.OBSERVATORY_TLS_PORT ?? 3443),
  http: Number(process.env.OBSERVATORY_HTTP_PORT ?? 3280),
};
const PASSING = 90;

function selfSignedCertificate() {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const attrs = [{ name: 'commonName', value: 'localhost' }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), cert: forge.pki.certificateToPem(cert) };
}

/** TLS in front of the portal, as a load balancer: X-Forwarded-For appended, proto https. */
function startTlsProxy(target) {
  const tls = https.createServer(selfSignedCertificate(), (request, response) => {
    const headers = { ...request.headers };
    const peer = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer;
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request({ ...target, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const plain = http.createServer((request, response) => {
    const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
    response.writeHead(301, { Location: `https://${host}:${PORTS.tls}${request.url ?? '/'}` });
    response.end();
  });
  tls.listen(PORTS.tls, '127.0.0.1');
  plain.listen(PORTS.http, '127.0.0.1');
  return () => {
    tls.close();
    plain.close();
  };
}

function get(url) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { rejectUnauthorized: false, headers: { 'User-Agent': 'observatory-local' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headersDistinct, body }));
    });
    request.on('error', reject);
  });
}

// ---- the scoring rules -------------------------------------------------------------------------

/** Several policies are all enforced: a source counts only when every policy naming the directive allows it. */
export function parseCsp(policies) {
  const merged = new Map();
  for (const policy of policies) {
    const seen = new Set();
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      const values = new Set(sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source)));
      const key = name.toLowerCase();
      merged.set(key, merged.has(key) ? new Set([...merged.get(key)].filter((v) => values.has(v))) : values);
    }
  }
  return merged;
}

function effective(csp, directive) {
  const fallbacks = { 'script-src': ['default-src'], 'style-src': ['default-src'], 'object-src': ['default-src'], 'img-src': ['default-src'], 'media-src': ['default-src'], 'frame-src': ['child-src', 'default-src'] };
  for (const name of [directive, ...(fallbacks[directive] ?? [])]) if (csp.has(name)) return csp.get(name);
  return new Set(['*']);
}

export function cspTest(policies) {
  if (policies.length === 0) return { result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(policies);
  const script = effective(csp, 'script-src');
  const style = effective(csp, 'style-src');
  // 'unsafe-inline' is ignored by browsers next to a hash, a nonce or 'strict-dynamic'.
  const neutralised = [...script].some((source) => /^'(sha(256|384|512)-|nonce-|strict-dynamic)/.test(source));
  const insecure = (set) => [...set].some((source) => source === '*' || source === 'http:' || source.startsWith('http://') || source === 'data:');
  if (script.has("'unsafe-inline'") && !neutralised) return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (insecure(script) || insecure(effective(csp, 'object-src'))) return { result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'")) return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  const passive = ['img-src', 'media-src'].some((d) => [...effective(csp, d)].some((s) => s === 'http:' || s.startsWith('http://')));
  if (passive) return { result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if (style.has("'unsafe-inline'")) return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultNone = csp.get('default-src')?.has("'none'");
  return defaultNone ? { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 } : { result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookiesTest(setCookies, hsts) {
  if (setCookies.length === 0) return { result: 'cookies-not-found', modifier: 0 };
  const cookies = setCookies.map((line) => ({ line: line.toLowerCase(), session: /sess|token|auth|login/i.test(line.split('=')[0]) }));
  if (cookies.some((c) => c.session && !/;\s*httponly/.test(c.line))) return { result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (cookies.some((c) => !/;\s*secure/.test(c.line))) {
    return hsts ? { result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { result: 'cookies-without-secure-flag', modifier: -20 };
  }
  if (cookies.every((c) => /;\s*samesite=(lax|strict)/.test(c.line))) return { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function hstsTest(value) {
  if (!value) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value);
  if (!maxAge) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000
    ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerTest(value) {
  if (!value) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const last = value.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean).at(-1);
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return { result: 'referrer-policy-private', modifier: 5 };
  if (last === 'no-referrer-when-downgrade') return { result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(last)) return { result: 'referrer-policy-unsafe', modifier: -5 };
  return { result: 'referrer-policy-header-invalid', modifier: -5 };
}

function sriTest(html, origin) {
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)].map((m) => ({ tag: m[0], src: new URL(m[1], origin) }));
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((s) => s.src.origin !== origin);
  if (external.length === 0) return { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  if (external.some((s) => s.src.protocol !== 'https:')) return { result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  return external.every((s) => /\sintegrity=/.test(s.tag))
    ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function frameTest(xfo, csp) {
  if (csp.length && parseCsp(csp).has('frame-ancestors')) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!xfo) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  return /^(deny|sameorigin)$/i.test(xfo.trim()) ? { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 } : { result: 'x-frame-options-header-invalid', modifier: -20 };
}

function corsTest(value) {
  if (!value) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  return value.trim() === '*' ? { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 } : { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function corpTest(value) {
  if (!value) return { result: 'corp-not-implemented', modifier: 0 };
  return /^(same-origin|same-site|cross-origin)$/i.test(value.trim()) ? { result: `corp-implemented-with-${value.trim().toLowerCase()}`, modifier: 0 } : { result: 'corp-header-invalid', modifier: -5 };
}

function redirectionTest(first, tlsOrigin) {
  if (!first) return { result: 'redirection-not-needed-no-http', modifier: 0 };
  const location = first.headers.location?.[0];
  if (!location || first.status < 300 || first.status >= 400) return { result: 'redirection-missing', modifier: -20 };
  const target = new URL(location, 'http://localhost');
  if (target.protocol !== 'https:') return { result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  return target.hostname === new URL(tlsOrigin).hostname ? { result: 'redirection-to-https', modifier: 0 } : { result: 'redirection-off-host-from-http', modifier: -5 };
}

export function grade(score) {
  const grades = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];
  return grades.find(([floor]) => score >= floor)[1];
}

export function score(tests) {
  const penalties = tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0);
  const base = Math.max(0, 100 + penalties);
  const bonus = base >= 90 ? tests.reduce((sum, test) => sum + Math.max(0, test.modifier), 0) : 0;
  return base + bonus;
}

// ---- the run ------------------------------------------------------------------------------------

let closeProxy = () => {};
let failed = false;
try {
  const tlsOrigin = `https://localhost:${PORTS.tls}`;
  await startPortal({
    port: PORTS.portal,
    platformPort: PORTS.platform,
    env: { SITE_URL: tlsOrigin, TRUSTED_PROXIES: 'loopback' },
  });
  closeProxy = startTlsProxy({ host: '127.0.0.1', port: PORTS.portal });
  const path = process.env.OBSERVATORY_PATH ?? '/';
  // The first view renders and caches the page; the Observatory sees what everybody then gets.
  await get(`${tlsOrigin}${path}`);
  const page = await get(`${tlsOrigin}${path}`);
  const first = await get(`http://localhost:${PORTS.http}${path}`).catch(() => undefined);
  const h = (name) => page.headers[name] ?? [];
  const hsts = h('strict-transport-security')[0];
  const tests = [
    { name: 'Content Security Policy', ...cspTest(h('content-security-policy')) },
    { name: 'Cookies', ...cookiesTest(h('set-cookie'), Boolean(hsts)) },
    { name: 'Cross-origin Resource Sharing', ...corsTest(h('access-control-allow-origin')[0]) },
    { name: 'Redirection', ...redirectionTest(first, tlsOrigin) },
    { name: 'Referrer Policy', ...referrerTest(h('referrer-policy').join(',')) },
    { name: 'Strict Transport Security', ...hstsTest(hsts) },
    { name: 'Subresource Integrity', ...sriTest(page.body, tlsOrigin) },
    { name: 'X-Content-Type-Options', ...(/^nosniff$/i.test(h('x-content-type-options')[0] ?? '') ? { result: 'x-content-type-options-nosniff', modifier: 0 } : { result: 'x-content-type-options-not-implemented', modifier: -5 }) },
    { name: 'X-Frame-Options', ...frameTest(h('x-frame-options')[0], h('content-security-policy')) },
    { name: 'Cross Origin Resource Policy', ...corpTest(h('cross-origin-resource-policy')[0]) },
  ];
  const total = score(tests);
  console.log(`\nHTTP Observatory rules against ${tlsOrigin}${path} (status ${page.status}, production build behind TLS)\n`);
  for (const test of tests) console.log(`  ${String(test.modifier).padStart(4)}  ${test.name.padEnd(32)} ${test.result}`);
  console.log(`\n  Content-Security-Policy (${h('content-security-policy').length} policies, all enforced):`);
  for (const policy of h('content-security-policy')) console.log(`    ${policy.length > 200 ? `${policy.slice(0, 200)}… (${policy.length} chars)` : policy}`);
  console.log(`\nScore: ${total}/100 (${grade(total)})${total >= PASSING ? '' : `: below ${PASSING}`}`);
  failed = total < PASSING || page.status !== 200;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  closeProxy();
  stopAll();
}
process.exit(failed ? 1 : 0);
