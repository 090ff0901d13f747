/** @jest-environment node */
import { parseCommand } from '@/platform/src/ops/cli';

describe('operator CLI content commands', () => {
  it('parses banner, announcement and vendor commands', () => {
    expect(parseCommand(['banners'])).toEqual({ kind: 'banners' });
    expect(parseCommand(['banner', '3', 'off'])).toEqual({ kind: 'banner', id: 3, enabled: false });
    expect(parseCommand(['announcement', '12', 'on'])).toEqual({ kind: 'announcement', id: 12, enabled: true });
    expect(parseCommand(['vendor', 'EVO', 'off'])).toEqual({ kind: 'vendor', code: 'EVO', enabled: false });
    expect(parseCommand(['banner', 'add', 'w_home', 'Weekend', '/promotions'])).toMatchObject({
      kind: 'banner-add',
      banner: { groupName: 'w_home', title: { en: 'Weekend' }, url: '/promotions' },
    });
    expect(parseCommand(['announcement', 'add', 'PR', 'Title', '<p>x</p>', 'B'])).toMatchObject({
      kind: 'announcement-add',
      announcement: { type: 'PR', execution: 'B', title: { en: 'Title' }, content: { en: '<p>x</p>' } },
    });
  });

  it('rejects bad input instead of guessing', () => {
    expect(parseCommand(['banner', '0', 'off'])).toBeUndefined();
    expect(parseCommand(['banner', 'x', 'off'])).toBeUndefined();
    expect(parseCommand(['banner', 'add', 'w_nowhere', 'Title'])).toBeUndefined();
    expect(parseCommand(['banner', 'add', 'w_home', 'Title', 'javascript:alert(1)'])).toBeUndefined();
    expect(parseCommand(['announcement', 'add', 'ZZ', 'Title', 'x'])).toBeUndefined();
    expect(parseCommand(['announcement', 'add', 'B', 'Title', 'x', 'Q'])).toBeUndefined();
    expect(parseCommand(['vendor', 'EVO', 'maybe'])).toBeUndefined();
  });
});
