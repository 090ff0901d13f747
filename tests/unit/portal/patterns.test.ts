/** @jest-environment node */
import { checkField, PATTERNS, type FieldRule } from '@/contract/validation-patterns';

// Spec §5: the 24 numbered patterns, each proven with values it must accept and refuse.
const cases: Record<number, { accepts: string[]; refuses: string[] }> = {
  0: { accepts: ['anything at all ✓', '12 ab'], refuses: [] },
  1: { accepts: ['demo01', 'A', 'abcDEF123'], refuses: ['1demo', '_demo', 'de mo', 'démo'] },
  2: { accepts: ['张三123', '中文'], refuses: ['abc', '张 三', 'ไทย'] },
  3: { accepts: ['demo@example.com', 'a.b+c@mail.co.th'], refuses: ['demo@', '@example.com', 'demo@example', 'de mo@example.com'] },
  4: { accepts: ['abc', '12345'], refuses: ['abc123', 'ab c', '12-3'] },
  5: { accepts: ['abc123', '1a'], refuses: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  6: { accepts: ['0812345678'], refuses: ['08-123', '+66812', 'abc'] },
  7: { accepts: ['Abc123', 'ABC'], refuses: ['abc123', 'Abc-123'] },
  8: { accepts: ['John Smith', 'abc'], refuses: ['John3', 'Jöhn', 'สมชาย'] },
  9: { accepts: ['a-b_c!', 'ไทย'], refuses: ['a b', 'a\tb'] },
  10: { accepts: ['中文，标点。', '你好！'], refuses: ['abc', '中文 abc'] },
  11: { accepts: ['2000-01-31', '1999-12-01'], refuses: ['2000-13-01', '01-31-2000', '2000/01/31'] },
  12: { accepts: ['John Smith', 'สมชาย ใจดี', '张三'], refuses: ['John3', 'a-b'] },
  13: { accepts: ['01-31-2000', '12-01-1999'], refuses: ['2000-01-31', '13-01-2000'] },
  14: { accepts: ['abc123', 'ABC', '123'], refuses: ['abc 123', 'abc-123'] },
  15: { accepts: ['한국어', '김민수'], refuses: ['한국 어', 'abc', '中文'] },
  16: { accepts: ['สมชาย', 'ภาษาไทย'], refuses: ['สมชาย ใจดี', 'abc'] },
  17: { accepts: ['สมชาย ใจดี', 'John Smith', 'สมชาย Smith'], refuses: ['John3', '张三'] },
  18: { accepts: ['JOHN SMITH', 'A'], refuses: ['John Smith', '   ', 'JOHN1'] },
  19: { accepts: ['P@ss!w0rd#', 'abc'], refuses: ['pass word', 'ไทย'] },
  20: { accepts: ['Demo@2026', 'aB3$'], refuses: ['demo@2026', 'DEMO@2026', 'Demo2026', 'Demo @2026'] },
  21: { accepts: ['John Smith', 'สมชาย ใจดี', 'Anna Maria Lopez'], refuses: ['John', 'John  Smith', 'John Smith3'] },
  22: { accepts: ['カタカナ', 'ひらがな', '日本語ー'], refuses: ['katakana', 'カタカナ abc', 'ｶﾀｶﾅ'] },
  23: { accepts: ['ABC', 'XYZ'], refuses: ['ABC DEF', 'Abc', 'ABC1'] },
};

describe('the 24 validation patterns', () => {
  it('has exactly patterns 0 to 23 in order', () => {
    expect(PATTERNS.map((pattern) => pattern.id)).toEqual([...Array(24).keys()]);
  });

  describe.each(Object.entries(cases))('pattern %s', (id, { accepts, refuses }) => {
    const { regex } = PATTERNS[Number(id)];
    it.each(accepts)('accepts %j', (value) => expect(regex.test(value)).toBe(true));
    if (refuses.length > 0) it.each(refuses)('refuses %j', (value) => expect(regex.test(value)).toBe(false));
  });
});

describe('checkField', () => {
  const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
    enabled: true,
    required: true,
    acceptedPattern: PATTERNS[1].regex.source,
    patternId: 1,
    minLength: 6,
    maxLength: 16,
    ...overrides,
  });

  it('requires a value when the field is required (after trimming)', () => {
    expect(checkField(rule(), '   ')).toEqual({ kind: 'required' });
    expect(checkField(rule({ required: false }), '')).toBeNull();
  });

  it('reports the pattern id with min and max for the message', () => {
    expect(checkField(rule(), 'demo')).toEqual({ kind: 'pattern', patternId: 1, min: 6, max: 16 });
    expect(checkField(rule(), '1demo01')).toEqual({ kind: 'pattern', patternId: 1, min: 6, max: 16 });
    expect(checkField(rule(), 'demo01')).toBeNull();
  });

  it('counts characters, not bytes, for length', () => {
    const thai = rule({ acceptedPattern: PATTERNS[16].regex.source, patternId: 16, minLength: 2, maxLength: 5 });
    expect(checkField(thai, 'สมชาย')).toBeNull();
  });

  it('treats a lone * as any value within the length bounds', () => {
    expect(checkField(rule({ acceptedPattern: '*', patternId: 0 }), 'any thing!')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '*', patternId: 0, maxLength: 3 }), 'long')).toMatchObject({ kind: 'pattern' });
  });

  it('falls back to the numbered rule when the server pattern does not compile', () => {
    expect(checkField(rule({ acceptedPattern: '([', patternId: 6, minLength: 1 }), '123')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '([', patternId: 6, minLength: 1 }), 'abc')).toMatchObject({ kind: 'pattern' });
  });
});
