import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmFx, userReset, type ConfirmOptions } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import type { ReleasesOverview, RemoteRelease } from '@automercato/api-sdk';
import { fail, fakeApi, ok, renderRoute, type Call, type Handler } from '../../test/harness';
import { overview, search, token } from '../../test/release-fixtures';

const originalConfirm = confirmFx.use.getCurrent();
// The page's stores are module-level: a sign-out between tests empties them, as it does in the shell.
afterEach(() => { confirmFx.use(originalConfirm); provideApi(null); userReset(); });

/** The API as the server will answer it: the overview, the map's changes and the tokens. */
function server(data: ReleasesOverview = overview(), extra: Handler[] = []) {
  let tokens = [token()];
  const audit = [auditEntry()];
  return fakeApi(...extra, (call: Call) => {
    if (call.method === 'GET' && call.path === '/api/admin/releases') return ok(data);
    const change = /^\/api\/admin\/releases\/(mf_\w+)\/(promote|rollback|canary)$/.exec(call.path);
    if (change) {
      const body = call.body as { version?: string; percent?: number } | undefined;
      const release = data.remotes.find((r) => r.remote === change[1])!;
      const next: RemoteRelease = change[2] === 'canary'
        ? { ...release, canary: call.method === 'DELETE' ? null : { version: body?.version ?? release.canary!.version, percent: body!.percent!, started_at: '2026-11-28T10:00:00.000Z' } }
        : { ...release, active_version: body!.version!, canary: null, versions: release.versions.map((v) => ({ ...v, status: v.version === body!.version ? 'active' : v.status === 'removed' ? 'removed' : 'available' })) };
      return ok(next);
    }
    if (call.method === 'GET' && call.path === '/api/admin/audit') return ok({ items: audit.filter((e) => call.search.includes(`entity_id=${e.entity_id}`)), meta: { page: 1, per_page: 20, total: 1, last_page: 1, total_capped: false } });
    if (call.method === 'GET' && call.path === '/api/admin/release-tokens') return ok({ items: tokens });
    if (call.method === 'POST' && call.path === '/api/admin/release-tokens') {
      const body = call.body as { remote: 'mf_search'; label: string };
      const issued = token({ id: '3f0c9a1e-0000-4000-8000-000000000002', remote: body.remote, label: body.label });
      tokens = [issued, ...tokens];
      return ok({ token: issued, secret: 'amr_Q2lhb0NpYW9DaWFvQ2lhb0NpYW9DaWFvQ2lhbw' }, 201);
    }
    const revoke = /^\/api\/admin\/release-tokens\/([\w-]+)$/.exec(call.path);
    if (call.method === 'DELETE' && revoke) return ok({ ...tokens.find((t) => t.id === revoke[1])!, revoked_at: '2026-11-28T10:00:00.000Z' });
    return undefined;
  });
}

const auditEntry = () => ({
  id: 'a1', at: '2026-11-27T08:00:00.000Z', action: 'remote.canary_start', entity_type: 'remote', entity_id: 'mf_search', ip: null, before: null, after: null,
  actor: { id: 'u1', email: 'super@automercato.it', name: 'Sara Super' },
  changes: [{ field: 'canary_version', label: 'Versione in canary', before: '—', after: '4' }],
});

const section = async (label: string) => screen.findByRole('region', { name: label });
const row = (table: HTMLElement, version: string) =>
  within(table).getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === version)!;

describe('/admin/releases', () => {
  it('shows each remote: active, canary, versions with publisher, size, shared modules, verdict and health', async () => {
    const { api } = server();
    renderRoute('/admin/releases', api);
    const ricerca = await section('Ricerca');
    expect(within(ricerca).getByText('mf-search')).toBeTruthy();
    expect(ricerca.querySelector('.adm-rel-facts')!.textContent).toMatch(/Versione attiva3.*Versione 4 al 10% delle sessioni, dal 27\/11\/2026, 09:00/);
    const table = within(ricerca).getByRole('table', { name: 'Versioni di Ricerca' });
    const active = row(table, '3');
    expect(within(active).getByText('avvio locale')).toBeTruthy();
    expect(within(active).getByText('512 kB')).toBeTruthy();
    expect(within(active).getByText('a1b2c3d').getAttribute('title')).toBe('a1b2c3d4e5f63');
    expect(within(active).getByText('react 19.3.1')).toBeTruthy();
    expect(within(active).getByText('Compatibile')).toBeTruthy();
    expect(within(active).getByText('120 sessioni')).toBeTruthy();
    expect(within(active).getByText('2,5% con errori')).toBeTruthy();
    expect(within(active).getByText('caricamento mediano 340 ms')).toBeTruthy();
    expect(within(active).getByText('Attiva')).toBeTruthy();
    expect(within(active).getByText('13/11/2026, 10:30')).toBeTruthy(); // 09:30 UTC in Rome
    expect(within(row(table, '4')).getByText('Canary 10%')).toBeTruthy();
    expect(within(row(table, '4')).getByText('1,2 MB')).toBeTruthy();
    expect(within(row(table, '2')).getByText('Nessuna sessione')).toBeTruthy();
    expect(within(row(table, '1')).getByText('File eliminati')).toBeTruthy();
    // The pinned remote says so; its last automatic rollback is an alert with the reason.
    const annuncio = await section('Annuncio');
    expect(annuncio.textContent).toContain('Indirizzo fissato dalla configurazione del server');
    expect(within(annuncio).getByRole('alert').textContent)
      .toContain('il canary della versione 3 è stato ritirato. Motivo: Errori nel 42% delle sessioni (21 su 50) contro il 2% della versione attiva');
    expect(screen.getByRole('heading', { name: 'Come si pubblica' })).toBeTruthy();
    expect(screen.getByText('npm run release -- mf-search --platform https://… --token …')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rilasci' }).getAttribute('aria-current')).toBe('page');
  });

  it('is read-only for an admin who is not a super-admin: no actions, no tokens', async () => {
    const { api, calls } = server(overview({ can_manage: false }));
    renderRoute('/admin/releases', api);
    await section('Ricerca');
    expect(screen.getByRole('note').textContent).toMatch(/Sola lettura.*solo un super-amministratore/);
    expect(screen.queryByRole('button', { name: /Promuovi|Ripristina|Avvia un canary|Cambia la quota|Termina il canary/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Token di pubblicazione' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/admin/release-tokens')).toBe(false);
    // The preview stays: any admin may look at a version first.
    expect(screen.getByRole('link', { name: 'Anteprima della versione 4 di Ricerca (nuova scheda)' }).getAttribute('href')).toBe('/risultati?preview=mf_search@4');
  });

  it('promotes only after the shell\'s confirm says from → to, then shows the new active version', async () => {
    const { api, calls } = server();
    const asked: ConfirmOptions[] = [];
    let answer = false;
    confirmFx.use(async (o) => { asked.push(o); return answer; });
    renderRoute('/admin/releases', api);
    const promote = await screen.findByRole('button', { name: 'Promuovi la versione 4 di Ricerca' });
    await userEvent.click(promote);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ title: 'Promuovere la versione 4 di Ricerca?', yes: 'Promuovi' });
    expect(asked[0]!.text).toMatch(/^Da versione 3 a versione 4/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    answer = true;
    await userEvent.click(promote);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]))
      .toEqual([['/api/admin/releases/mf_search/promote', { version: '4' }]]));
    const ricerca = await section('Ricerca');
    await waitFor(() => expect(ricerca.querySelector('.adm-rel-facts')!.textContent).toMatch(/Versione attiva4.*Nessun canary in corso/));
    // Version 3 is now older than the active one: its way back is a rollback.
    expect(screen.getByRole('button', { name: 'Ripristina la versione 3 di Ricerca' })).toBeTruthy();
  });

  it('shows the API\'s Italian message when a change is refused', async () => {
    const message = 'La versione 2 di Ricerca non è più disponibile: i suoi file sono stati eliminati.';
    const { api } = server(overview(), [(call) => (call.path === '/api/admin/releases/mf_search/rollback' ? fail(410, '9', message) : undefined)]);
    confirmFx.use(async () => true);
    renderRoute('/admin/releases', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Ripristina la versione 2 di Ricerca' }));
    const ricerca = await section('Ricerca');
    await waitFor(() => expect(within(ricerca).getByRole('alert').textContent).toBe(`Modifica non eseguita: ${message}`));
  });

  it('starts a canary from a small dialog that takes 1–99, then the confirm', async () => {
    const { api, calls } = server();
    const asked: ConfirmOptions[] = [];
    confirmFx.use(async (o) => { asked.push(o); return true; });
    renderRoute('/admin/releases', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Avvia un canary della versione 2 di Annuncio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canary della versione 2 di Annuncio' });
    const share = within(dialog).getByLabelText(/Quota delle sessioni/);
    expect((share as HTMLInputElement).value).toBe('10');
    for (const wrong of ['0', '100']) {
      await userEvent.clear(share);
      await userEvent.type(share, wrong);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continua' }));
      expect(await within(dialog).findByText('Indica una quota intera da 1 a 99.')).toBeTruthy();
    }
    expect(asked).toEqual([]);
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.text).toMatch(/^Da 0% a 25% delle sessioni con la versione 2; le altre restano sulla versione attiva 1/);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]))
      .toEqual([['/api/admin/releases/mf_listing/canary', { version: '2', percent: 25 }]]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes the share and ends a running canary', async () => {
    const { api, calls } = server();
    confirmFx.use(async () => true);
    renderRoute('/admin/releases', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Cambia la quota del canary di Ricerca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quota del canary di Ricerca' });
    const share = within(dialog).getByLabelText(/Quota delle sessioni/);
    expect((share as HTMLInputElement).value).toBe('10');
    await userEvent.clear(share);
    await userEvent.type(share, '40{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ percent: 40 }]));
    const ricerca = await section('Ricerca');
    await waitFor(() => expect(ricerca.querySelector('.adm-rel-facts')!.textContent).toContain('Versione 4 al 40% delle sessioni'));
    await userEvent.click(screen.getByRole('button', { name: 'Termina il canary di Ricerca' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/releases/mf_search/canary']));
  });

  it('disables an incompatible version\'s actions and shows why', async () => {
    const { api } = server();
    renderRoute('/admin/releases', api);
    const promote = await screen.findByRole('button', { name: 'Promuovi la versione 5 di Ricerca' });
    expect((promote as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Avvia un canary della versione 5 di Ricerca' }) as HTMLButtonElement).disabled).toBe(true);
    const reasons = document.getElementById(promote.getAttribute('aria-describedby')!)!;
    expect(reasons.textContent).toBe('Richiede react ^20.0.0, la shell fornisce 19.3.1');
    const ricerca = await section('Ricerca');
    const five = row(within(ricerca).getByRole('table'), '5');
    expect(within(five).getByText('Non compatibile')).toBeTruthy();
    expect(within(five).getByText('Non disponibile: la versione non è compatibile con la shell.')).toBeTruthy();
    expect(within(five).queryByRole('link', { name: /Anteprima/ })).toBeNull();
    // A compatible one is enabled.
    expect((screen.getByRole('button', { name: 'Promuovi la versione 4 di Ricerca' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('issues a publish token and shows its secret once', async () => {
    const secret = 'amr_Q2lhb0NpYW9DaWFvQ2lhb0NpYW9DaWFvQ2lhbw';
    const { api, calls } = server();
    renderRoute('/admin/releases', api);
    const tokens = await screen.findByRole('region', { name: 'Token di pubblicazione' });
    expect(await within(tokens).findByText('CI del team Ricerca')).toBeTruthy();
    await userEvent.click(within(tokens).getByRole('button', { name: 'Nuovo token' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nuovo token di pubblicazione' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Area/), 'mf_listing');
    await userEvent.type(within(dialog).getByLabelText(/Etichetta/), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea token' }));
    expect(await within(dialog).findByText(/da 3 a 80 caratteri/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Etichetta/), 'c CI Annuncio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea token' }));
    dialog = await screen.findByRole('dialog', { name: 'Token creato' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ remote: 'mf_listing', label: 'abc CI Annuncio' }]);
    expect((within(dialog).getByLabelText(/Token di Annuncio/) as HTMLInputElement).value).toBe(secret);
    expect(within(dialog).getByRole('alert').textContent).toContain('non verrà più mostrato');
    expect(within(tokens).getByText('abc CI Annuncio')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fatto, l\'ho copiato' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(secret);
    await userEvent.click(within(tokens).getByRole('button', { name: 'Nuovo token' }));
    await screen.findByRole('dialog', { name: 'Nuovo token di pubblicazione' });
    expect(document.body.innerHTML).not.toContain(secret);
  });

  it('revokes a token after the confirm', async () => {
    const { api, calls } = server();
    const asked: ConfirmOptions[] = [];
    confirmFx.use(async (o) => { asked.push(o); return true; });
    renderRoute('/admin/releases', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoca il token «CI del team Ricerca» di Ricerca' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/admin/release-tokens/${token().id}`]));
    expect(asked[0]).toMatchObject({ title: 'Revocare il token «CI del team Ricerca» di Ricerca?', yes: 'Revoca' });
    expect(await screen.findByText('Revocato il 28/11/2026, 11:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Revoca il token/ })).toBeNull();
  });

  it('says when the releases cannot be read, and tries again', async () => {
    let broken = true;
    const { api } = server(overview(), [(call) => (broken && call.path === '/api/admin/releases' ? fail(500, '1', 'Errore del database.') : undefined)]);
    renderRoute('/admin/releases', api);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Impossibile caricare i rilasci');
    expect(error.textContent).toContain('Errore del database.');
    broken = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Riprova' }));
    expect(await section('Ricerca')).toBeTruthy();
  });

  it('shows who changed an area\'s map, one area at a time', async () => {
    const { api, calls } = server();
    renderRoute('/admin/releases', api);
    const history = await screen.findByRole('region', { name: 'Storico dei rilasci' });
    expect(await within(history).findByText('Canary avviato')).toBeTruthy();
    expect(within(history).getByText(/Sara Super/)).toBeTruthy();
    expect(within(history).getByText('Versione in canary')).toBeTruthy();
    await userEvent.selectOptions(within(history).getByLabelText('Area'), 'mf_listing');
    expect(await within(history).findByText('Nessuna modifica registrata.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/audit').map((c) => c.search)).toEqual([
      '?entity_type=remote&entity_id=mf_search&per_page=20', '?entity_type=remote&entity_id=mf_listing&per_page=20',
    ]);
  });

  it('an empty remote says it has no versions', async () => {
    const { api } = server(overview({ remotes: [search({ active_version: null, canary: null, versions: [] })] }));
    renderRoute('/admin/releases', api);
    const ricerca = await section('Ricerca');
    expect(within(ricerca).getByText('Nessuna versione pubblicata di Ricerca.')).toBeTruthy();
    expect(ricerca.querySelector('.adm-rel-facts')!.textContent).toContain('Nessuna');
  });
});
