/** @jest-environment node */
import { parseCommand } from '../../../platform/src/ops/cli';

describe('ops inbox commands', () => {
  it('parses message send to a member, a subtree and all, with a language', () => {
    expect(parseCommand(['message', 'send', 'member:player01', '--title', 'Hi', '--content', '<p>x</p>'])).toEqual({
      kind: 'message-send',
      audience: { to: 'member', account: 'player01' },
      title: { en: 'Hi' },
      content: { en: '<p>x</p>' },
    });
    expect(parseCommand(['message', 'send', 'subtree:agent01', '--title', 'สวัสดี', '--content', 'ข้อความ', '--lang', 'th'])).toMatchObject({
      audience: { to: 'subtree', agent: 'agent01' },
      title: { th: 'สวัสดี' },
    });
    expect(parseCommand(['message', 'send', 'all', '--title', 'A', '--content', 'B'])).toMatchObject({ audience: { to: 'all' } });
  });

  it('parses the feedback list and reply', () => {
    expect(parseCommand(['feedback', 'list'])).toEqual({ kind: 'feedback-list', unreplied: false });
    expect(parseCommand(['feedback', 'list', '--unreplied'])).toEqual({ kind: 'feedback-list', unreplied: true });
    expect(parseCommand(['feedback', 'reply', '12', '--title', 'Re', '--content', 'Done'])).toMatchObject({ kind: 'feedback-reply', id: 12 });
  });

  it('refuses incomplete or unknown forms', () => {
    for (const args of [
      ['message', 'send', 'member:', '--title', 'A', '--content', 'B'],
      ['message', 'send', 'all:x', '--title', 'A', '--content', 'B'],
      ['message', 'send', 'all', '--title', 'A'],
      ['message', 'send', 'all', '--title', 'A', '--content', 'B', '--evil', 'C'],
      ['feedback', 'reply', 'x1', '--title', 'A', '--content', 'B'],
      ['feedback', 'list', '--all'],
    ]) {
      expect(parseCommand(args)).toBeUndefined();
    }
  });
});
