/** How a user reads in the admin pages. */
import type { AdminUser } from '@automercato/api-sdk';
import { t } from '../texts';

export const ROLE_LABELS: Record<string, string> = {
  customer: t('format.cliente'),
  dealer: t('format.concessionario'),
  'automercato-admin': t('format.amministratoreAutomercato'),
  'super-admin': t('format.superAmministratore'),
};

export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

/** "Nome Cognome", or the e-mail when both are empty (a deleted user has neither). */
export function displayName(user: Pick<AdminUser, 'name' | 'surname' | 'email' | 'deleted_at'>): string {
  if (user.deleted_at) return t('format.utenteEliminato');
  const name = `${user.name} ${user.surname}`.trim();
  return name || user.email;
}

export type UserState = 'enabled' | 'disabled' | 'deleted';
export function stateOf(user: Pick<AdminUser, 'enabled' | 'deleted_at'>): UserState {
  if (user.deleted_at) return 'deleted';
  return user.enabled ? 'enabled' : 'disabled';
}
export const STATE_LABELS: Record<UserState, string> = { enabled: 'Attivo', disabled: 'Disattivato', deleted: 'Eliminato' };
