import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type AdminUserDetail } from '@automercato/api-sdk';
import { confirmFx, showToastFx } from '@automercato/shell-api';
import { createUserFx, deleteUserFx, loadRolesFx, loadUserFx, saveUserFx, setEnabledFx, usersList } from '../api/users';
import { auditList } from '../../admin-table/model/audit';
import {
  $createOpen, $user, createOpened, deleteRequested, disableRequested, enableRequested, panelOpened, submitCreateFx, submitEditFx,
} from './users';
import { displayName } from './format';

const user = (patch: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  uuid: 'u1', email: 'anna@esempio.it', name: 'Anna', surname: 'Neri', phone: null, role: 'customer', roles: ['customer'],
  enabled: true, email_verified_at: '2026-11-20T10:00:00.000Z', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z',
  deleted_at: null, has_password: true, has_google: false, active_sessions: 1, dealers: [], ...patch,
});

function setup(options: { confirm?: boolean; failEnabled?: ApiError; failSave?: ApiError } = {}) {
  const calls = { enabled: [] as Array<{ id: string; enabled: boolean }>, deleted: [] as string[], saved: [] as unknown[], created: [] as unknown[], toasts: [] as string[], confirms: [] as string[], reloads: 0 };
  const scope = fork({
    handlers: [
      [loadUserFx, async (id: string) => user({ uuid: id })],
      [loadRolesFx, async () => [{ name: 'customer', label: 'Cliente', assignable: true }]],
      [setEnabledFx, async (p: { id: string; enabled: boolean }) => {
        calls.enabled.push(p);
        if (options.failEnabled) throw options.failEnabled;
        return user({ uuid: p.id, enabled: p.enabled, active_sessions: p.enabled ? 1 : 0 });
      }],
      [deleteUserFx, async (id: string) => { calls.deleted.push(id); return user({ uuid: id, name: '', surname: '', enabled: false, deleted_at: '2026-11-25T01:00:00.000Z' }); }],
      [saveUserFx, async (p: { id: string; body: { name: string } }) => {
        calls.saved.push(p);
        if (options.failSave) throw options.failSave;
        return user({ uuid: p.id, name: p.body.name });
      }],
      [createUserFx, async (body: { email: string }) => { calls.created.push(body); return user({ uuid: 'u9', email: body.email }); }],
      [usersList.fetchFx, async () => { calls.reloads += 1; return { items: [], meta: { page: 1, per_page: 25, total: 0, last_page: 1, total_capped: false } }; }],
      [auditList.fetchFx, async () => ({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, total_capped: false } })],
      [confirmFx, async (o: { title: string }) => { calls.confirms.push(o.title); return options.confirm ?? true; }],
      [showToastFx, (t: { text: string }) => { calls.toasts.push(t.text); return { id: 't', ...t }; }],
    ],
  });
  return { scope, calls };
}

describe('a user\'s panel', () => {
  it('opens with the user loaded', async () => {
    const { scope } = setup();
    await allSettled(panelOpened, { scope, params: 'u1' });
    expect(scope.getState($user)?.email).toBe('anna@esempio.it');
  });

  it('disabling asks first: "Annulla" changes nothing; "Disattiva" disables, says the sessions were closed, reloads the table', async () => {
    const no = setup({ confirm: false });
    await allSettled(panelOpened, { scope: no.scope, params: 'u1' });
    await allSettled(disableRequested, { scope: no.scope });
    expect(no.calls.confirms).toEqual(['Disattivare Anna Neri?']);
    expect(no.calls.enabled).toEqual([]);

    const yes = setup({ confirm: true });
    await allSettled(usersList.listOpened, { scope: yes.scope, params: { page: 1 } });
    await allSettled(panelOpened, { scope: yes.scope, params: 'u1' });
    await allSettled(disableRequested, { scope: yes.scope });
    expect(yes.calls.enabled).toEqual([{ id: 'u1', enabled: false }]);
    expect(yes.scope.getState($user)?.enabled).toBe(false);
    expect(yes.calls.toasts).toContain('L\'account di Anna Neri è stato disattivato: le sessioni aperte sono state chiuse.');
    expect(yes.calls.reloads).toBe(2);
  });

  it('enabling needs no question', async () => {
    const { scope, calls } = setup();
    await allSettled(panelOpened, { scope, params: 'u1' });
    await allSettled(enableRequested, { scope });
    expect(calls.confirms).toEqual([]);
    expect(calls.enabled).toEqual([{ id: 'u1', enabled: true }]);
  });

  it('a refused action shows the server\'s Italian message as a toast', async () => {
    const { scope, calls } = setup({ failEnabled: new ApiError('6', 'Non puoi disabilitare il tuo account.', 403) });
    await allSettled(panelOpened, { scope, params: 'u1' });
    await allSettled(disableRequested, { scope });
    expect(calls.toasts).toContain('Non puoi disabilitare il tuo account.');
  });

  it('deleting asks with a danger dialog, then shows the anonymised user', async () => {
    const { scope, calls } = setup();
    await allSettled(panelOpened, { scope, params: 'u1' });
    await allSettled(deleteRequested, { scope });
    expect(calls.confirms).toEqual(['Eliminare Anna Neri?']);
    expect(calls.deleted).toEqual(['u1']);
    expect(scope.getState($user)?.deleted_at).not.toBeNull();
    expect(calls.toasts).toContain('Utente eliminato: i suoi dati personali sono stati cancellati.');
  });

  it('an edit saves the open user; a refusal fails the form\'s submit with the API\'s error, and nothing else happens', async () => {
    const body = { email: 'anna@esempio.it', name: 'Annalisa', surname: 'Neri', roles: ['customer' as const] };
    const ok = setup();
    await allSettled(panelOpened, { scope: ok.scope, params: 'u1' });
    expect(await allSettled(submitEditFx, { scope: ok.scope, params: body })).toMatchObject({ status: 'done' });
    expect(ok.calls.saved).toEqual([{ id: 'u1', body }]);
    expect(ok.scope.getState($user)?.name).toBe('Annalisa');
    expect(ok.calls.toasts).toContain('Modifiche a Annalisa Neri salvate.');

    const refusal = new ApiError('A3', 'Questo indirizzo email è già registrato.', 409);
    const taken = setup({ failSave: refusal });
    await allSettled(panelOpened, { scope: taken.scope, params: 'u1' });
    expect(await allSettled(submitEditFx, { scope: taken.scope, params: body })).toEqual({ status: 'fail', value: refusal });
    expect(taken.scope.getState($user)?.name).toBe('Anna');
    expect(taken.calls.toasts).toEqual([]);
  });
});

describe('creating a user', () => {
  it('opens the dialog, sends the body, closes it and says the mail went out', async () => {
    const { scope, calls } = setup();
    await allSettled(createOpened, { scope });
    expect(scope.getState($createOpen)).toBe(true);
    await allSettled(submitCreateFx, { scope, params: { email: 'nuovo@esempio.it', name: 'N', surname: 'U', roles: ['customer'] } });
    expect(calls.created).toHaveLength(1);
    expect(scope.getState($createOpen)).toBe(false);
    expect(calls.toasts).toContain('Utente nuovo@esempio.it creato: gli abbiamo inviato l\'email per scegliere la password.');
  });
});

describe('format helpers', () => {
  it('names a user, and a deleted one without personal data', () => {
    expect(displayName(user())).toBe('Anna Neri');
    expect(displayName(user({ name: '', surname: '' }))).toBe('anna@esempio.it');
    expect(displayName(user({ deleted_at: '2026-11-25T01:00:00.000Z' }))).toBe('Utente eliminato');
  });
});
