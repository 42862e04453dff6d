/**
 * What the account pages share: the api-sdk client (its own chunk, see session/fullApi.ts),
 * the step that stores a signed-in user and tells the other tabs, the sign-in providers and
 * the Italian names of the roles.
 */
import { useEffect, useState } from 'react';
import type { User } from '@automercato/api-sdk';
import { userProfileChanged, userSet, type CurrentUser } from '@automercato/shell-api';
import { getData } from '../../session/api';
import './account.css';
import { t } from './texts';

export { api } from '../../session/fullApi';

export function toCurrentUser(user: User): CurrentUser {
  return { ...user, email_verified_at: user.email_verified_at ?? null, role: user.role ?? null };
}

/** Stores the user this tab just signed in (or saved) and has the other tabs re-fetch theirs. */
export function userChangedHere(user: User): CurrentUser {
  const current = toCurrentUser(user);
  userSet(current);
  userProfileChanged();
  return current;
}

/** The roles a user holds (`roles` from GET /api/user), in a stable order. */
export function rolesOf(user: CurrentUser | null): string[] {
  const roles = user?.['roles'];
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

export const ROLE_LABELS: Readonly<Record<string, { label: string; description: string }>> = {
  customer: { label: t('session.cliente'), description: t('session.cerchiAutoSalviI') },
  dealer: { label: t('session.concessionario'), description: t('session.gestisciAnnunciPianoReport') },
  'automercato-admin': { label: t('session.amministratore'), description: t('session.gestisciUtentiConcessionariAnnunci') },
  'super-admin': { label: t('session.superAmministratore'), description: t('session.tuttiIPoteriDegli') },
};

export const roleLabel = (role: string): string => ROLE_LABELS[role]?.label ?? role;

export interface Providers {
  google: boolean;
}

let providers: Promise<Providers> | null = null;

/** GET /api/auth/providers once per page load (a failure hides the buttons and is retried next time). */
export function loadProviders(): Promise<Providers> {
  providers ??= getData<{ google?: unknown } | null>('/api/auth/providers').then(
    (data) => ({ google: data?.google === true }),
    () => {
      providers = null;
      return { google: false };
    },
  );
  return providers;
}

/** The sign-in providers, `null` while unknown. */
export function useProviders(): Providers | null {
  const [value, setValue] = useState<Providers | null>(null);
  useEffect(() => {
    let live = true;
    void loadProviders().then((result) => live && setValue(result));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

/** For tests: forget the cached providers. */
export function forgetProviders(): void {
  providers = null;
}
