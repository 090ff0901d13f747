// One "portal instance" of the page cache for tests/integration/portal/shared-page-cache.test.ts:
// the portal's cache handler in its own process (its own memory tier and tag manifest, as a second
// `next start` has), driven by JSON lines on stdin; each answer is one JSON line on stdout.
import { createInterface } from 'node:readline';
import PageCacheHandler from '../../lib/cache/page-cache-handler.mjs';
import { portalMetrics } from '../../lib/metrics/portal-metrics.mjs';

const serverDistDir = process.argv[2];
const handler = () => new PageCacheHandler({ serverDistDir });

const page = (html, tags) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  segmentData: new Map([['/_index', Buffer.from('segment')]]),
});

const commands = {
  async set({ key, html, tags }) {
    await handler().set(key, page(html, tags), { cacheControl: { revalidate: 60, expire: 3600 } });
    return {};
  },
  async get({ key }) {
    const entry = await handler().get(key, { kind: 'APP_PAGE', isFallback: false });
    const value = entry?.value;
    if (!value) return { found: false };
    return { found: true, html: value.html, policy: value.headers['content-security-policy'], rsc: Buffer.from(value.rscData).toString(), segment: Buffer.from(value.segmentData.get('/_index')).toString() };
  },
  async lookups() {
    const { values } = await portalMetrics().cache.get();
    return Object.fromEntries(values.map((value) => [value.labels.tier, value.value]));
  },
  async revalidate({ tags }) {
    await handler().revalidateTag(tags, { expire: 0 });
    return {};
  },
};

for await (const line of createInterface({ input: process.stdin })) {
  const { id, command, ...args } = JSON.parse(line);
  try {
    process.stdout.write(`${JSON.stringify({ id, ...(await commands[command](args)) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error) })}\n`);
  }
}
