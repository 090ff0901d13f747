// `npm run ops -- mall … | points … | referral … | rewards accrue`: the points mall's catalogue and
// redeem orders, the point and referral settings, a points adjustment and the accrual pass, through
// the running platform's admin API (they move points or money: never beside it).
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const MALL_USAGE = `  mall items                              list the points mall's catalogue
  mall item add --name <n> --kind goods|bonus --points <p> --stock <s> [--bonus 100.00] [--turnover <x>] [--max <q>] [--description <d>]
  mall item set <id> [--name <n>] [--points <p>] [--stock <s>] [--status active|hidden] [--max <q>] [--sort <n>]
  mall orders [--state 0|1|2]             redeem orders (0 in process, 1 approved, 2 rejected)
  mall order <orderNo> approve|reject [--remark <text>]   decide a redeem order (reject refunds points and stock)
  points settings | points set <field> <value> | points set bet <GAMETYPE> <satang per point>
  points adjust <account> <points> <reference>   add (or with a minus, take) points, once per reference
  referral settings | referral set <field> <value>
  rewards accrue                          run the points / referral income pass now`;

export type MallCommand =
  | { kind: 'mall'; method: 'GET' | 'POST'; path: string; body?: unknown };

function flags(args: string[]): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    if (!args[i].startsWith('--') || args[i + 1] === undefined) return undefined;
    out[args[i].slice(2)] = args[i + 1];
  }
  return out;
}

const num = (text: string | undefined) => (text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : NaN);

function itemBody(f: Record<string, string>) {
  return Object.fromEntries(
    Object.entries({
      name: f.name,
      description: f.description,
      kind: f.kind,
      bonusAmount: f.bonus,
      turnoverMultiple: num(f.turnover),
      pointsPrice: num(f.points),
      stock: num(f.stock),
      maxPerOrder: num(f.max),
      status: f.status,
      sort: num(f.sort),
    }).filter(([, v]) => v !== undefined),
  );
}

export function parseMallCommand(args: string[]): MallCommand | undefined {
  const [area, what, ...rest] = args;
  const cmd = (method: 'GET' | 'POST', path: string, body?: unknown): MallCommand => ({ kind: 'mall', method, path, body });
  if (area === 'mall') {
    if (what === 'items' && rest.length === 0) return cmd('GET', '/mall/items');
    if (what === 'item' && rest[0] === 'add') {
      const f = flags(rest.slice(1));
      return f && cmd('POST', '/mall/items', itemBody(f));
    }
    if (what === 'item' && rest[0] === 'set' && /^\d+$/.test(rest[1] ?? '')) {
      const f = flags(rest.slice(2));
      return f && cmd('POST', `/mall/items/${rest[1]}`, itemBody(f));
    }
    if (what === 'orders') {
      const f = flags(rest);
      return f && cmd('GET', `/mall/orders${f.state ? `?state=${encodeURIComponent(f.state)}` : ''}`);
    }
    if (what === 'order' && rest.length >= 2 && (rest[1] === 'approve' || rest[1] === 'reject')) {
      const f = flags(rest.slice(2));
      return f && cmd('POST', `/mall/orders/${encodeURIComponent(rest[0])}/${rest[1]}`, { remark: f.remark });
    }
    return undefined;
  }
  if (area === 'points' || area === 'referral') {
    if (what === 'settings' && rest.length === 0) return cmd('GET', `/${area}/settings`);
    if (area === 'points' && what === 'set' && rest[0] === 'bet' && rest.length === 3) return cmd('POST', '/points/settings', { betPerPoint: { [rest[1]]: num(rest[2]) } });
    if (what === 'set' && rest.length === 2) return cmd('POST', `/${area}/settings`, { [rest[0]]: num(rest[1]) });
    if (area === 'points' && what === 'adjust' && rest.length === 3) return cmd('POST', '/points/adjust', { account: rest[0], points: num(rest[1]), reference: rest[2] });
    return undefined;
  }
  if (area === 'rewards' && what === 'accrue' && rest.length === 0) return cmd('POST', '/rewards/accrue', {});
  return undefined;
}

export function mallViaApi(command: MallCommand, baseUrl: string, key: string): Promise<Envelope> {
  return callAdmin(baseUrl, key, command.method, command.path, command.body, 5 * 60_000);
}

export function describeMall(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((row: Record<string, unknown>) =>
        'orderNo' in row
          ? `${row.orderNo}  member ${row.memberId}  ${row.itemName} ×${row.quantity}  ${row.points} pts  state ${row.state}${row.address ? `  ship to ${row.recipient}, ${row.address}, ${row.phone}` : ''}`
          : `#${row.id}  ${row.name}  (${row.kind}${row.kind === 'bonus' ? ` ${row.bonusAmount}` : ''})  ${row.pointsPrice} pts  stock ${row.stock}  ${row.status ?? ''}`,
      )
      .join('\n') || '(none)';
  }
  return JSON.stringify(value, null, 2);
}
