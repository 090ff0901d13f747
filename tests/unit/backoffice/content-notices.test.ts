/** @jest-environment node */
// The contracts the back office's announcement, marquee and inbox forms and the platform's admin API
// both check (contract/content-admin.ts, contract/inbox-admin.ts), and the operator-HTML rules the
// portal shows content through and the back office previews it with (contract/operator-html.ts).
import { announcementInput, noticeInput } from '@/contract/content-admin';
import { audienceQuery, broadcastRequest } from '@/contract/inbox-admin';
import sanitize from 'sanitize-html';
import { operatorHtmlOptions } from '@/contract/operator-html';

const sanitizeOperatorHtml = (html: string, imageHosts: readonly string[]) => sanitize(html, operatorHtmlOptions(imageHosts));

const problems = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a new announcement or popup', () => {
  const announcement = { type: 'PR', execution: 'A', title: { en: 'First deposit bonus', th: 'โบนัสฝากแรก' }, content: { en: '<p>10%</p>' }, promotionType: 'FIRST10', sequence: 2 };

  it('takes a type, a popup audience, text per language and the promotion it opens', () => {
    expect(announcementInput.parse(announcement)).toEqual({ ...announcement, mustSee: false, images: 0 });
  });

  it('reads a blank popup or promotion as none', () => {
    expect(announcementInput.parse({ ...announcement, execution: '', promotionType: ' ' })).toMatchObject({ execution: null, promotionType: null });
  });

  it('names what is wrong in the words the form shows', () => {
    expect(problems(announcementInput, { ...announcement, type: 'X' })).toEqual(['type: type_invalid']);
    expect(problems(announcementInput, { ...announcement, execution: 'Z' })).toEqual(['execution: execution_invalid']);
    expect(problems(announcementInput, { ...announcement, title: { th: 'โบนัส' } })).toEqual(['title.en: english_required']);
    expect(problems(announcementInput, { ...announcement, promotionType: 'first 10' })).toEqual(['promotionType: promotion_type_invalid']);
    expect(problems(announcementInput, { ...announcement, sequence: 10_001 })).toEqual(['sequence: sort_invalid']);
    expect(problems(announcementInput, { ...announcement, mustSee: 'yes' })).toEqual(['mustSee: must_see_invalid']);
  });

  it('marks only an on-load popup (members or visitors) must-see: a first-login popup or a plain announcement cannot be', () => {
    for (const execution of ['A', 'B']) expect(announcementInput.parse({ ...announcement, execution, mustSee: true })).toMatchObject({ execution, mustSee: true });
    for (const execution of ['F', '', null]) expect(problems(announcementInput, { ...announcement, execution, mustSee: true })).toEqual(['mustSee: must_see_not_on_load']);
  });
});

describe('a new marquee notice', () => {
  it('needs its line and its text in English; a blank Thai is none', () => {
    expect(noticeInput.parse({ title: { en: 'Maintenance', th: ' ' }, content: { en: '<p>Soon</p>' } })).toEqual({ title: { en: 'Maintenance' }, content: { en: '<p>Soon</p>' } });
    expect(problems(noticeInput, { title: { th: 'ปิดปรับปรุง' }, content: { en: 'x' } })).toEqual(['title.en: english_required']);
    expect(problems(noticeInput, { title: { en: 'x'.repeat(201) }, content: { en: 'x' } })).toEqual(['title.en: text_too_long']);
  });
});

describe('a broadcast', () => {
  const send = { audience: { to: 'all' }, title: { en: 'News' }, content: { en: '<p>Hi</p>' }, idempotencyKey: 'a1b2c3d4-e5f6' };

  it('goes to all, an agent’s members or one member, with a key for the retry', () => {
    expect(broadcastRequest.parse(send)).toEqual(send);
    expect(problems(broadcastRequest, { ...send, idempotencyKey: 'short' })).toEqual(['idempotencyKey: idempotency_key_invalid']);
    expect(problems(broadcastRequest, { ...send, audience: { to: 'subtree', agent: 'bad agent' } }).length).toBe(1);
  });

  it('reads an audience from a query string, refusing one without its member or agent', () => {
    expect(audienceQuery.parse({ to: 'all', agent: 'ignored' })).toEqual({ to: 'all' });
    expect(audienceQuery.parse({ to: 'subtree', agent: 'agent01' })).toEqual({ to: 'subtree', agent: 'agent01' });
    expect(audienceQuery.safeParse({ to: 'member' }).success).toBe(false);
    expect(audienceQuery.safeParse({ to: 'everyone' }).success).toBe(false);
  });
});

describe('the preview’s HTML rules (the portal’s)', () => {
  it('never lets a script through, in any disguise', () => {
    for (const html of [
      '<script>alert(1)</script><p>Hi</p>',
      '<p onclick="alert(1)">Hi</p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<svg><script>alert(1)</script></svg>',
      '<scr<script>ipt>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
    ]) {
      const clean = sanitizeOperatorHtml(html, []);
      expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg/i);
    }
  });

  it('keeps what operators post, and images only from the portal or the allowed hosts', () => {
    expect(sanitizeOperatorHtml('<p><strong>Bonus</strong> <a href="/promotions">see</a></p>', [])).toBe('<p><strong>Bonus</strong> <a href="/promotions">see</a></p>');
    expect(sanitizeOperatorHtml('<img src="https://cdn.example/a.png">', [])).toBe('');
    expect(sanitizeOperatorHtml('<img src="https://cdn.example/a.png">', ['cdn.example'])).toContain('src="https://cdn.example/a.png"');
  });
});
