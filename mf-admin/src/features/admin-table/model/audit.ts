/**
 * The audit trail shown on a user's, dealer's, dealer admin's or listing's page: the list model
 * over GET /api/admin/audit, and how a row reads in Italian.
 */
import type { AuditEntry } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';
import { createAdminList } from './list';
import { t } from '../texts';

export const auditList = createAdminList<AuditEntry>((query) =>
  getApi().admin.audit.list(query as Parameters<ReturnType<typeof getApi>['admin']['audit']['list']>[0]));

/** The verbs the areas write (`<entity>.<verb>`); an unknown one reads as a plain "Modifica". */
const VERBS: Record<string, string> = {
  create: t('audit.creazione'),
  update: t('audit.modifica'),
  delete: t('audit.eliminazioneDatiAnonimizzati'),
  enable: t('audit.riattivazione'),
  disable: t('audit.disattivazione'),
  roles: t('audit.ruoliModificati'),
  add: t('audit.aggiunta'),
  remove: t('audit.rimozione'),
  role: t('audit.ruoloModificato'),
  vat_confirm: t('audit.partitaIvaConfermata'),
  vat_reject: t('audit.partitaIvaRespinta'),
};

/** Actions whose verb alone would say too little; worded for a person of any gender. */
const ACTIONS: Record<string, string> = {
  'membership.add': t('audit.personaAggiuntaAlConcessionario'),
  'membership.remove': t('audit.personaRimossaDalConcessionario'),
  'membership.role': t('audit.ruoloNelConcessionarioCambiato'),
  'membership.update': t('audit.concessionariGestitiModificati'),
  'listing.disable': t('audit.sospensione'),
  'message.delete': t('audit.eliminazione'),
  // The releases of a remote (entity_id is the remote's name).
  'remote.publish': t('audit.versionePubblicata'),
  'remote.promote': t('audit.versionePromossa'),
  'remote.rollback': t('audit.versioneRipristinata'),
  'remote.canary_start': t('audit.canaryAvviato'),
  'remote.canary_share': t('audit.quotaDelCanaryCambiata'),
  'remote.canary_stop': t('audit.canaryTerminato'),
  'remote.auto_rollback': t('audit.canaryRitiratoAutomaticamente'),
  'remote.token_issue': t('audit.tokenDiPubblicazioneCreato'),
  'remote.token_revoke': t('audit.tokenDiPubblicazioneRevocato'),
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
