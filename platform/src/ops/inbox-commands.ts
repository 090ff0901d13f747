// `npm run ops -- message …` and `feedback …`: operator messages into members' inboxes and replies
// to feedback, through the running platform's admin API only — a new message is announced to the
// member's open event stream, which lives in the platform process.
import type { Envelope } from '../core/http/envelope';
import type { FeedbackRow } from '../modules/member-center';
import { callAdmin } from './admin-client';

export const INBOX_USAGE = `  message send <member:ACCOUNT|subtree:AGENT|all> --title TEXT --content TEXT [--lang en]   send an inbox message (trial accounts excluded)
  feedback list [--unreplied]              latest 50 feedback items, newest first
  feedback reply <id> --title TEXT --content TEXT [--lang en]   reply through the member's inbox (once)`;

export type InboxCommand =
  | { kind: 'message-send'; audience: { to: 'member'; account: string } | { to: 'subtree'; agent: string } | { to: 'all' }; title: Record<string, string>; content: Record<string, string> }
  | { kind: 'feedback-list'; unreplied: boolean }
  | { kind: 'feedback-reply'; id: number; title: Record<string, string>; content: Record<string, string> };

function options(args: string[]): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!/^--(title|content|lang)$/.test(flag) || value === undefined || found.has(flag)) return undefined;
    found.set(flag.slice(2), value);
  }
  return found.has('title') && found.has('content') ? found : undefined;
}

function text(found: Map<string, string>, name: 'title' | 'content'): Record<string, string> {
  return { [found.get('lang') ?? 'en']: found.get(name)! };
}

export function parseInboxCommand(args: string[]): InboxCommand | undefined {
  const [name, what, target, ...rest] = args;
  if (name === 'message' && what === 'send' && target) {
    const found = options(rest);
    if (!found) return undefined;
    const [to, who] = target.split(':');
    const audience =
      to === 'all' && who === undefined
        ? ({ to: 'all' } as const)
        : to === 'member' && who
          ? ({ to: 'member', account: who } as const)
          : to === 'subtree' && who
            ? ({ to: 'subtree', agent: who } as const)
            : undefined;
    return audience && { kind: 'message-send', audience, title: text(found, 'title'), content: text(found, 'content') };
  }
  if (name === 'feedback' && what === 'list' && (target === undefined || (target === '--unreplied' && rest.length === 0))) {
    return { kind: 'feedback-list', unreplied: target === '--unreplied' };
  }
  if (name === 'feedback' && what === 'reply' && /^\d{1,9}$/.test(target ?? '')) {
    const found = options(rest);
    return found && { kind: 'feedback-reply', id: Number(target), title: text(found, 'title'), content: text(found, 'content') };
  }
  return undefined;
}

export function inboxViaApi(command: InboxCommand, baseUrl: string, key: string): Promise<Envelope> {
  switch (command.kind) {
    case 'message-send':
      return callAdmin(baseUrl, key, 'POST', '/messages', { audience: command.audience, title: command.title, content: command.content });
    case 'feedback-list':
      return callAdmin(baseUrl, key, 'GET', `/feedback?limit=50${command.unreplied ? '&unreplied=true' : ''}`);
    case 'feedback-reply':
      return callAdmin(baseUrl, key, 'POST', `/feedback/${command.id}/reply`, { title: command.title, content: command.content });
  }
}

export function describeInbox(command: InboxCommand, value: unknown): string {
  if (command.kind === 'message-send') return `sent to ${(value as { recipients: number }).recipients} members`;
  if (command.kind === 'feedback-reply') return `replied: message ${(value as { messageId: number }).messageId}`;
  const rows = value as FeedbackRow[];
  return rows.length
    ? rows.map((f) => `#${f.id}  ${f.createdAt}  ${f.account}  type ${f.type}  ${f.repliedAt ? 'replied' : 'open'}\n    ${f.content}`).join('\n')
    : 'no feedback';
}
