import 'server-only';
import { z } from 'zod';
import { operatorSettingsAnswer, settingsHistoryRow, type SettingsChange, type SettingsGroup } from '../../../contract/operator-settings';
import { adminCall, segment } from './admin-fetch';

// Every operator setting (settings:read; changing a group needs its own permission, the platform checks it).

export async function readSettings(token: string) {
  return (await adminCall({ method: 'GET', path: '/settings', token }, operatorSettingsAnswer)).value;
}

export async function changeSettings<G extends SettingsGroup>(token: string, group: G, change: SettingsChange<G>) {
  return (await adminCall({ method: 'PUT', path: `/settings/${segment(group)}`, token, body: change }, z.object({ group: z.string(), value: z.unknown() }))).value;
}

export async function settingsHistory(token: string, group: SettingsGroup) {
  return (await adminCall({ method: 'GET', path: `/settings/${segment(group)}/history`, token, query: { limit: '20' } }, z.array(settingsHistoryRow))).value;
}
