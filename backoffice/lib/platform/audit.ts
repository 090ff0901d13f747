import 'server-only';
import { z } from 'zod';
import { auditRow, type AuditFilter } from '../../../contract/admin-api';
import { adminCall, adminResponse, refusalOf } from './admin-fetch';

// The audit trail (audit:read): filtered by object and actor, newest first, and as CSV.

export const AUDIT_PAGE = 100;

export async function readAudit(token: string, filter: AuditFilter) {
  return (await adminCall({ method: 'GET', path: '/audit', token, query: { ...filter, limit: String(AUDIT_PAGE) } }, z.array(auditRow))).value;
}

/** The same rows as the platform's CSV (at most 1000, its limit). */
export async function auditCsv(token: string, filter: AuditFilter): Promise<string> {
  const response = await adminResponse({ method: 'GET', path: '/audit', token, query: { ...filter, format: 'csv', limit: '1000' } });
  if (!response.ok) throw await refusalOf(response);
  return response.text();
}
