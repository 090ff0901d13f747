/** @jest-environment node */
import { htmlToText } from '@/contract/operator-html';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { formatAmount, formatWhole } from '@/lib/format/amount';
import { announcementDate, noticeDate } from '@/lib/format/dates';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>Hi <strong>all</strong><br><a href="/help#term">terms</a></p>')).toBe(
      '<p>Hi <strong>all</strong><br /><a href="/help#term">terms</a></p>',
    );
  });

  it('drops scripts, event handlers and javascript: links, escaping stray text', () => {
    const out = sanitizeHtml('<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror=y></p>');
    expect(out).toBe('<p>a<a>b</a></p>');
    expect(sanitizeHtml('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3');
  });

  it('closes what it opens', () => {
    expect(sanitizeHtml('<ul><li>one')).toBe('<ul><li>one</li></ul>');
    expect(sanitizeHtml('<p><em>x</p>')).toBe('<p><em>x</em></p>');
  });

  it('reads the text out of HTML', () => {
    expect(htmlToText('<p>One</p><p>two&nbsp;three</p>')).toBe('One two three');
  });
});

describe('amounts and dates (spec §2, §9)', () => {
  it('formats amounts with 2 decimals and thousands separators per locale', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatAmount(1234567.5, 'de')).toBe('1.234.567,50');
    expect(formatWhole(250000123, 'th')).toBe('250,000,123');
  });

  it('formats notice (YYYY/MM/DD) and announcement (YYYY-MM-DD HH:mm:ss) dates on the site clock (UTC+7)', () => {
    expect(noticeDate('2026-03-01T18:30:00Z')).toBe('2026/03/02');
    expect(announcementDate('2026-03-01T18:30:05Z')).toBe('2026-03-02 01:30:05');
  });
});
