/**
 * The audit trail shown on a user's, dealer's, dealer admin's or listing's page: the list model
 * over GET /api/admin/audit, and how a row reads in Italian.
 */
import type { AuditEntry } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { formatDate } from '@automercato/i18n/format';
import { createAdminList } from './list';

export const auditList = createAdminList<AuditEntry>((query) =>
  getApi().admin.audit.list(query as Parameters<ReturnType<typeof getApi>['admin']['audit']['list']>[0]));

/** The verbs the areas write (`<entity>.<verb>`); an unknown one is shown as it is. */
const VERBS: Record<string, string> = {
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Eliminazione (dati anonimizzati)',
  enable: 'Riattivazione',
  disable: 'Disattivazione',
  roles: 'Ruoli modificati',
  add: 'Aggiunta',
  remove: 'Rimozione',
  role: 'Ruolo modificato',
};

/** Actions whose verb alone would say too little. */
const ACTIONS: Record<string, string> = {
  'membership.add': 'Titolare o amministratore aggiunto',
  'membership.remove': 'Titolare o amministratore rimosso',
  'membership.role': 'Ruolo nel concessionario cambiato',
  'membership.update': 'Concessionari gestiti modificati',
};

export function describeAction(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const verb = action.split('.').at(-1) ?? action;
  return VERBS[verb] ?? action;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** A recorded value in words: sì/no, a date, a list, "—" for nothing. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value, 'datetime');
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "campo: prima → dopo" for every field that changed. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): Array<{ field: string; before: string; after: string }> {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({ field, before: formatValue(entry.before?.[field]), after: formatValue(entry.after?.[field]) }));
}
