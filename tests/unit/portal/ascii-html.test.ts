/** @jest-environment jsdom */
import { asciiHtml, isAscii, unescapedHtml } from '@/lib/cache/ascii-html.mjs';

const PAGE = `<!DOCTYPE html><html lang="th"><head><meta charset="utf-8"/><title>คาสิโนสด | Royal Bet</title>
<style>.hot::after{content:"ฮอต"}</style>
<script>document.documentElement.dataset.hint='ธีม';</script>
<script type="application/ld+json">{"@type":"Organization","name":"รอยัล 💬","alternateName":"皇家"}</script>
</head><body><a href="/live" aria-label="เล่น Frozen Cherries — 🍒" title="a &amp; b">คาสิโนสด</a>
<p data-x="café">ยินดีต้อนรับ 💬 &lt;b&gt;</p><!-- ความเห็น -->
<script>self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"ยินดีต้อนรับ 💬\\"}]\\n"])</script></body></html>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What a browser shows of the document: the tree without comments, script and style bodies. */
function markup(doc: Document): string {
  const copy = doc.documentElement.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('script, style').forEach((element) => (element.textContent = ''));
  const comments = doc.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const found: Node[] = [];
  while (comments.nextNode()) found.push(comments.currentNode);
  found.forEach((comment) => comment.parentNode!.removeChild(comment));
  return copy.outerHTML;
}

describe('asciiHtml', () => {
  const escaped = asciiHtml(PAGE);
  const original = parse(PAGE);
  const converted = parse(escaped);

  it('leaves only ASCII', () => {
    expect(isAscii(PAGE)).toBe(false);
    expect(isAscii(escaped)).toBe(true);
  });

  it('parses to the same elements, attributes and text', () => {
    expect(markup(converted)).toBe(markup(original));
    expect(converted.title).toBe('คาสิโนสด | Royal Bet');
    expect(converted.querySelector('a')!.getAttribute('aria-label')).toBe('เล่น Frozen Cherries — 🍒');
    expect(converted.querySelector('p')!.textContent).toBe('ยินดีต้อนรับ 💬 <b>');
  });

  it('keeps structured data equal as JSON', () => {
    const ld = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld(converted)).toEqual(ld(original));
  });

  it('keeps inline scripts equal as JavaScript values', () => {
    const pushed = (doc: Document) => {
      const source = doc.querySelectorAll('script')[2].textContent!;
      const calls: unknown[] = [];
      new Function('self', source)({ __next_f: { push: (value: unknown) => calls.push(value) } });
      return calls;
    };
    expect(pushed(converted)).toEqual(pushed(original));
    const hint = (doc: Document) => {
      const target = { documentElement: { dataset: {} as Record<string, string> } };
      new Function('document', doc.querySelectorAll('script')[0].textContent!)(target);
      return target.documentElement.dataset.hint;
    };
    expect(hint(converted)).toBe('ธีม');
  });

  it('escapes style bodies the CSS way', () => {
    expect(escaped).toContain('content:"\\000e2e\\000e2d\\000e15"');
  });

  it('returns ASCII input unchanged', () => {
    const ascii = '<p>plain</p><script>var a = "b";</script>';
    expect(asciiHtml(ascii)).toBe(ascii);
  });
});

describe('unescapedHtml', () => {
  it('gives back the document asciiHtml was given', () => {
    expect(unescapedHtml(asciiHtml(PAGE))).toBe(PAGE);
  });

  it('leaves escapes of ASCII characters and escaped backslashes as they are', () => {
    const page = `<p title="it&#x27;s">a &amp;#xe22; b</p><script>x("\\u003c/script>","\\\\u0e22")</script>`;
    expect(unescapedHtml(page)).toBe(page);
    expect(unescapedHtml(asciiHtml(`${page}<p>ย</p>`))).toBe(`${page}<p>ย</p>`);
  });
});
