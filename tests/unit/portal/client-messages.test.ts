/** @jest-environment node */
import { clientMessages } from '@/lib/i18n/client-messages';
import { loadMessages, MESSAGE_AREAS } from '@/lib/i18n/messages';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every page sends its client messages to the browser: only the site's and the account menu's own
// areas may be in them. A new area's namespaces must be marked server-only or on demand, or every
// guest page would carry them (the home page's HTML budget).
const EVERY_PAGE_AREAS = ['site', 'account'];

const namespacesOf = (area: string) => Object.keys(JSON.parse(readFileSync(path.join(__dirname, '../../../messages', area, 'en.json'), 'utf8')));

describe('client messages', () => {
  it('leave out every namespace of the areas that only some pages need', async () => {
    const sent = Object.keys(clientMessages(await loadMessages('en')));
    const pageAreas = MESSAGE_AREAS.filter((area) => !EVERY_PAGE_AREAS.includes(area));
    const leaked = pageAreas.flatMap((area) => namespacesOf(area).filter((namespace) => sent.includes(namespace)).map((namespace) => `${area}:${namespace}`));
    expect(leaked).toEqual([]);
  });
});
