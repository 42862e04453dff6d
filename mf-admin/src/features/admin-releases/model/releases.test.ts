import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type RemoteRelease } from '@automercato/api-sdk';
import { confirmFx, showToastFx, type ConfirmOptions } from '@automercato/shell-api';
import { listing, overview, search, token } from '../../../test/release-fixtures';
import { applyChangeFx, issueTokenFx, loadReleasesFx, loadTokensFx, revokeTokenFx, type ReleaseChange } from '../api/releases';
import {
  $canaryDialog, $canaryError, $changeError, $issued, $overview, $pending, $status, $tokenError, $tokens, canaryDialogGone,
  canaryDialogOpened, canaryPercentSubmitted, changeRequested, releasesOpened, revokeRequested, tokenDialogClosed, tokenDialogOpened, tokenSubmitted,
} from './releases';
import { checkPercent, formatSize, healthFacts } from './format';

interface Options {
  confirm?: boolean;
  canManage?: boolean;
  apply?: (change: ReleaseChange) => Promise<RemoteRelease>;
}

function setup(options: Options = {}) {
  const calls = { loads: 0, tokenLoads: 0, changes: [] as ReleaseChange[], confirms: [] as ConfirmOptions[], toasts: [] as string[], issued: [] as unknown[], revoked: [] as string[] };
  const scope = fork({
    handlers: [
      [loadReleasesFx, async () => { calls.loads += 1; return overview({ can_manage: options.canManage ?? true }); }],
      [loadTokensFx, async () => { calls.tokenLoads += 1; return [token()]; }],
      [applyChangeFx, async (change: ReleaseChange) => {
        calls.changes.push(change);
        return options.apply ? options.apply(change) : search({ active_version: 'version' in change ? change.version : '3', canary: null });
      }],
      [issueTokenFx, async (body: { remote: string; label: string }) => {
        calls.issued.push(body);
        return { token: token({ id: 'new', label: body.label }), secret: 'amr_segreto' };
      }],
      [revokeTokenFx, async (id: string) => { calls.revoked.push(id); return token({ id, revoked_at: '2026-11-28T10:00:00.000Z' }); }],
      [confirmFx, async (o: ConfirmOptions) => { calls.confirms.push(o); return options.confirm ?? true; }],
      [showToastFx, (toast: { text: string }) => { calls.toasts.push(toast.text); return { id: 't', ...toast }; }],
    ],
  });
  return { scope, calls };
}

describe('the releases overview', () => {
  it('loads every remote; a super-admin also gets the publish tokens, an admin does not ask for them', async () => {
    const manager = setup();
    await allSettled(releasesOpened, { scope: manager.scope });
    expect(manager.scope.getState($status)).toBe('ready');
    expect(manager.scope.getState($overview)?.remotes.map((r) => r.label)).toEqual(['Ricerca', 'Annuncio']);
    expect(manager.calls.tokenLoads).toBe(1);
    expect(manager.scope.getState($tokens)).toHaveLength(1);

    const reader = setup({ canManage: false });
    await allSettled(releasesOpened, { scope: reader.scope });
    expect(reader.calls.tokenLoads).toBe(0);
    expect(reader.scope.getState($tokens)).toBeNull();
  });
});

describe('changing the map', () => {
  it('asks the shell first, saying from → to; "no" changes nothing', async () => {
    const { scope, calls } = setup({ confirm: false });
    await allSettled(releasesOpened, { scope });
    await allSettled(changeRequested, { scope, params: { kind: 'promote', remote: 'mf_search', version: '4' } });
    expect(calls.confirms[0]).toMatchObject({ title: 'Promuovere la versione 4 di Ricerca?', yes: 'Promuovi', no: 'Annulla' });
    expect(calls.confirms[0]!.text).toContain('Da versione 3 a versione 4');
    expect(calls.confirms[0]!.text).toContain('Il canary della versione 4 (10%) termina.');
    expect(calls.changes).toEqual([]);
    expect(scope.getState($pending)).toBeNull();
  });

  it('"yes" applies it, shows the remote as the API answers it, and says so', async () => {
    const { scope, calls } = setup();
    await allSettled(releasesOpened, { scope });
    await allSettled(changeRequested, { scope, params: { kind: 'rollback', remote: 'mf_search', version: '2' } });
    expect(calls.confirms[0]).toMatchObject({ title: 'Ripristinare la versione 2 di Ricerca?', theme: 'danger' });
    expect(calls.changes).toEqual([{ kind: 'rollback', remote: 'mf_search', version: '2' }]);
    const ricerca = scope.getState($overview)!.remotes.find((r) => r.remote === 'mf_search')!;
    expect([ricerca.active_version, ricerca.canary]).toEqual(['2', null]);
    expect(calls.toasts).toEqual(['Ricerca: ripristinata la versione 2.']);
    expect(scope.getState($pending)).toBeNull();
  });

  it('a refused change shows the API\'s own message by its remote and reloads the overview', async () => {
    const refusal = 'La versione 5 di Ricerca non è compatibile con la shell: Richiede react ^20.0.0, la shell fornisce 19.3.1';
    const { scope, calls } = setup({ apply: async () => { throw new ApiError('2', 'Alcuni dati inseriti non sono validi.', 422, { problems: [] }, refusal); } });
    await allSettled(releasesOpened, { scope });
    await allSettled(changeRequested, { scope, params: { kind: 'promote', remote: 'mf_search', version: '5' } });
    expect(scope.getState($changeError)).toEqual({ remote: 'mf_search', message: refusal });
    expect(calls.toasts).toEqual([refusal]);
    expect(calls.loads).toBe(2);
    // The next change clears it.
    await allSettled(changeRequested, { scope, params: { kind: 'canary_stop', remote: 'mf_search' } });
    expect(calls.confirms.at(-1)).toMatchObject({ title: 'Terminare il canary di Ricerca?' });
    expect(calls.confirms.at(-1)!.text).toContain('da 10% a 0%');
  });

  it('the canary dialog takes a whole share from 1 to 99, then asks the shell once it has closed', async () => {
    const { scope, calls } = setup();
    await allSettled(releasesOpened, { scope });
    await allSettled(canaryDialogOpened, { scope, params: { mode: 'start', remote: 'mf_listing', version: '2' } });
    for (const wrong of ['0', '100', 'abc', '12.5', '', '-3']) {
      await allSettled(canaryPercentSubmitted, { scope, params: wrong });
      expect(scope.getState($canaryError), wrong).toBe('Indica una quota intera da 1 a 99.');
    }
    expect(scope.getState($canaryDialog)).not.toBeNull();
    await allSettled(canaryPercentSubmitted, { scope, params: '25%' });
    expect(scope.getState($canaryDialog)).toBeNull();
    expect(calls.confirms).toEqual([]);
    await allSettled(canaryDialogGone, { scope });
    expect(calls.confirms[0]).toMatchObject({ title: 'Avviare il canary della versione 2 di Annuncio?' });
    expect(calls.confirms[0]!.text).toContain('Da 0% a 25% delle sessioni');
    expect(calls.changes).toEqual([{ kind: 'canary_start', remote: 'mf_listing', version: '2', percent: 25 }]);
    // Closing it again (Escape) asks nothing more.
    await allSettled(canaryDialogGone, { scope });
    expect(calls.changes).toHaveLength(1);
  });

  it('changing the share says from → to', async () => {
    const { scope, calls } = setup();
    await allSettled(releasesOpened, { scope });
    await allSettled(canaryDialogOpened, { scope, params: { mode: 'share', remote: 'mf_search' } });
    await allSettled(canaryPercentSubmitted, { scope, params: '50' });
    await allSettled(canaryDialogGone, { scope });
    expect(calls.confirms[0]!.text).toBe('Versione 4: da 10% a 50% delle sessioni.');
    expect(calls.changes).toEqual([{ kind: 'canary_share', remote: 'mf_search', percent: 50 }]);
  });
});

describe('publish tokens', () => {
  it('checks the label, shows the secret once and forgets it when the dialog closes', async () => {
    const { scope, calls } = setup();
    await allSettled(releasesOpened, { scope });
    await allSettled(tokenDialogOpened, { scope });
    await allSettled(tokenSubmitted, { scope, params: { remote: 'mf_search', label: ' x ' } });
    expect(scope.getState($tokenError)).toMatch(/da 3 a 80 caratteri/);
    expect(calls.issued).toEqual([]);
    await allSettled(tokenSubmitted, { scope, params: { remote: 'mf_search', label: '  CI   Ricerca ' } });
    expect(calls.issued).toEqual([{ remote: 'mf_search', label: 'CI Ricerca' }]);
    expect(scope.getState($issued)?.secret).toBe('amr_segreto');
    expect(scope.getState($tokens)?.map((t) => t.id)).toEqual(['new', token().id]);
    // A second submit while the secret is on screen issues nothing.
    await allSettled(tokenSubmitted, { scope, params: { remote: 'mf_search', label: 'CI Ricerca' } });
    expect(calls.issued).toHaveLength(1);
    await allSettled(tokenDialogClosed, { scope });
    expect(scope.getState($issued)).toBeNull();
  });

  it('revokes after the shell\'s confirm', async () => {
    const no = setup({ confirm: false });
    await allSettled(releasesOpened, { scope: no.scope });
    await allSettled(revokeRequested, { scope: no.scope, params: token().id });
    expect(no.calls.confirms[0]).toMatchObject({ title: 'Revocare il token «CI del team Ricerca» di Ricerca?', theme: 'danger' });
    expect(no.calls.revoked).toEqual([]);

    const yes = setup();
    await allSettled(releasesOpened, { scope: yes.scope });
    await allSettled(revokeRequested, { scope: yes.scope, params: token().id });
    expect(yes.calls.revoked).toEqual([token().id]);
    expect(yes.scope.getState($tokens)?.[0]?.revoked_at).toBe('2026-11-28T10:00:00.000Z');
    expect(yes.calls.toasts).toEqual(['Token «CI del team Ricerca» revocato.']);
  });
});

describe('formats', () => {
  it('sizes in it-IT kB / MB, health in one line per fact, shares 1–99', () => {
    expect([formatSize(512_000), formatSize(1_234_567), formatSize(2_500)]).toEqual(['512 kB', '1,2 MB', '2,5 kB']);
    expect(healthFacts(search().versions[2]!.health)).toEqual(['120 sessioni', '2,5% con errori', 'caricamento mediano 340 ms']);
    expect(healthFacts(listing().versions[0]!.health)).toBeNull();
    expect([checkPercent('1').ok, checkPercent('99').ok, checkPercent(' 7 % ').ok, checkPercent('099').ok]).toEqual([true, true, true, false]);
  });
});
