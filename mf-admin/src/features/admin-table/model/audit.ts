/**
 * The audit trail shown on a user's, dealer's, dealer admin's or listing's page: the list model
 * over GET /api/admin/audit, and how a row reads in Italian.
 */
import type { AuditEntry } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { createAdminList } from './list';

export const auditList = createAdminList<AuditEntry>((query) =>
  getApi().admin.audit.list(query as Parameters<ReturnType<typeof getApi>['admin']['audit']['list']>[0]));

/** The verbs the areas write (`<entity>.<verb>`); an unknown one reads as a plain "Modifica". */
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
  vat_confirm: 'Partita IVA confermata',
  vat_reject: 'Partita IVA respinta',
};

/** Actions whose verb alone would say too little; worded for a person of any gender. */
const ACTIONS: Record<string, string> = {
  'membership.add': 'Persona aggiunta al concessionario',
  'membership.remove': 'Persona rimossa dal concessionario',
  'membership.role': 'Ruolo nel concessionario cambiato',
  'membership.update': 'Concessionari gestiti modificati',
  'listing.disable': 'Sospensione',
  'message.delete': 'Eliminazione',
  // Issue 21: the releases of a remote (entity_id is the remote's name).
  'remote.publish': 'Versione pubblicata',
  'remote.promote': 'Versione promossa',
  'remote.rollback': 'Versione ripristinata',
  'remote.canary_start': 'Canary avviato',
  'remote.canary_share': 'Quota del canary cambiata',
  'remote.canary_stop': 'Canary terminato',
  'remote.auto_rollback': 'Canary ritirato automaticamente',
  'remote.token_issue': 'Token di pubblicazione creato',
  'remote.token_revoke': 'Token di pubblicazione revocato',
};

export function describeAction(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const verb = action.split('.').at(-1) ?? action;
  return VERBS[verb] ?? 'Modifica';
}

/**
 * The changes as the server words them: an Italian label and the values in words,
 * people by name; bookkeeping fields never come. Nothing raw is rendered here.
 */
export function changesOf(entry: Pick<AuditEntry, 'changes'>): AuditEntry['changes'] {
  return entry.changes ?? [];
}

/** "Luca Ferrari (admin@…)", or the e-mail alone when the account is gone. */
export function actorOf(entry: Pick<AuditEntry, 'actor'>): string {
  return entry.actor.name ? `${entry.actor.name} (${entry.actor.email})` : entry.actor.email;
}
