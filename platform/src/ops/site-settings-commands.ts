// The CLI's site settings a production site starts without (docs/operations.md "Production
// profile"): the outside links, the licence, where members pay and the exchange rates; and the
// winner board's minimum win. Through the
// running platform's admin API only: it checks each value with the contract's schema and tells the
// portal to show the change.
import { readFile } from 'node:fs/promises';
import type { ExchangeRate } from '../../../contract/exchange-rates';
import type { SiteResources } from '../../../contract/site-resources';
import type { WinnerBoardSettings } from '../../../contract/winners';
import type { Envelope } from '../core/http/envelope';
import { callAdmin } from './admin-client';

export const SITE_SETTINGS_USAGE = `  links                                   the outside links (customer service, app downloads, social); none until set
  links set <file.json>                   replace the groups the file names: {"customerService":[{"labelNameEn":"livechat","url":"https://…"}],"appDownload":[…],"social":[…]}
  licence                                 the licence the portal shows (none until set)
  licence set <file.json>                 {"authority":"…","number":"…","text":{"en":"…","th":"…"}}
  licence off                             show no licence
  payment-details                         receiving bank accounts, PromptPay id, USDT addresses
  payment-details set <file.json>         any of {"receivingAccounts":[{"bankCode":"KBANK","accountNumber":"…","accountName":"…"}],"promptPayId":"…","usdtAddresses":["T…"]}
  rates                                   the exchange rates and when each was taken
  rate USDT <THB per unit|off>            set the operator's rate (taken now), or remove it
  winner-board                            the smallest win the winner board lists
  winner-board min <amount>               list real wins of at least this much (THB, e.g. 100.00)`;

export type SiteSettingsCommand =
  | { kind: 'site-setting'; method: 'GET' | 'PUT' | 'DELETE'; path: string; file?: string; body?: unknown };

const RATE = /^\d{1,12}(\.\d{1,2})?$/;

export function parseSiteSettingsCommand(args: string[]): SiteSettingsCommand | undefined {
  const [name, sub, value, ...rest] = args;
  const command = (method: 'GET' | 'PUT' | 'DELETE', path: string, extra: { file?: string; body?: unknown } = {}): SiteSettingsCommand => ({ kind: 'site-setting', method, path, ...extra });
  const paths: Record<string, string> = { links: '/resources', licence: '/licence', 'payment-details': '/cashier/payment-details' };
  if (name in paths && sub === undefined) return command('GET', paths[name]);
  if (name in paths && sub === 'set' && value && rest.length === 0) return command('PUT', paths[name], { file: value });
  if (name === 'licence' && sub === 'off' && value === undefined) return command('DELETE', '/licence');
  if (name === 'rates' && sub === undefined) return command('GET', '/rates');
  if (name === 'winner-board' && sub === undefined) return command('GET', '/winner-board/settings');
  if (name === 'winner-board' && sub === 'min' && value && RATE.test(value) && rest.length === 0) return command('PUT', '/winner-board/settings', { body: { minWinAmount: value } });
  if (name === 'rate' && sub === 'USDT' && value === 'off' && rest.length === 0) return command('DELETE', '/rates/USDT');
  if (name === 'rate' && sub === 'USDT' && value && RATE.test(value) && rest.length === 0) return command('PUT', '/rates/USDT', { body: { rate: value } });
  return undefined;
}

export async function siteSettingsViaApi(command: SiteSettingsCommand, baseUrl: string, key: string): Promise<Envelope> {
  const body = command.file ? JSON.parse(await readFile(command.file, 'utf8')) : command.body;
  return callAdmin(baseUrl, key, command.method, command.path, body);
}

const linkLines = (resources: SiteResources) =>
  (['customerService', 'appDownload', 'social'] as const).flatMap((group) =>
    resources[group].length ? resources[group].map((link) => `${group.padEnd(16)} ${link.labelNameEn.padEnd(12)} ${link.url}`) : [`${group.padEnd(16)} (none)`],
  );

export function describeSiteSettings(command: SiteSettingsCommand, value: unknown): string {
  if (command.path === '/resources') return linkLines(value as SiteResources).join('\n');
  if (command.path === '/rates') {
    const rates = value as ExchangeRate[];
    return rates.length ? rates.map((r) => `${r.currency}  ${r.rate} THB  taken ${r.at} (${r.source})`).join('\n') : 'no rates: USDT deposits are not offered';
  }
  if (command.path.startsWith('/rates/')) {
    const rate = value as ExchangeRate | null;
    return rate ? `${rate.currency} ${rate.rate} THB, taken ${rate.at}` : 'rate removed: USDT deposits are not offered';
  }
  if (command.path === '/winner-board/settings') return `the winner board lists real wins of at least ${(value as WinnerBoardSettings).minWinAmount} THB`;
  if (value === null) return command.path === '/licence' ? 'no licence is shown' : 'none';
  return JSON.stringify(value, null, 2);
}
