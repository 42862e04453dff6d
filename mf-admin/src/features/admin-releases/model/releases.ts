/**
 * The releases page (/admin/releases): every remote's versions and health, and the
 * changes of the map a super-admin makes. Each change goes through the shell's confirm dialog
 * (from → to), then the API; the remote on screen becomes the one the API answers. A refused
 * change shows the API's own Italian message (the gate's reasons) by the remote and in a toast.
 * Publish tokens: the secret is kept only while the dialog that issued it is open.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError, ReleasesOverview, ReleaseToken, RemoteName, RemoteRelease } from '@automercato/api-sdk';
import { confirmFx, toastShown, userReset } from '@automercato/shell-api';
import {
  applyChangeFx, issueTokenFx, loadReleasesFx, loadTokensFx, revokeTokenFx, type IssuedToken, type ReleaseChange,
} from '../api/releases';
import { auditList } from '../../admin-table';
import { checkPercent, checkTokenLabel, confirmOf, doneText } from './format';
import { t as tx } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The API's own message (the gate's reasons, "è già pubblicato…"), else the catalogue's. */
export const apiMessage = (error: ApiError) => error.serverMessage ?? error.message;

const releaseOf = (overview: ReleasesOverview | null, remote: RemoteName) => overview?.remotes.find((r) => r.remote === remote) ?? null;

// ── the overview ──
export const releasesOpened = createEvent('releasesOpened');
export const releasesRefreshed = createEvent('releasesRefreshed');

export const $overview = createStore<ReleasesOverview | null>(null, { serialize: 'ignore' })
  .on(loadReleasesFx.doneData, (_, overview) => overview)
  .on(applyChangeFx.doneData, (overview, release) => overview && ({
    ...overview, remotes: overview.remotes.map((r) => (r.remote === release.remote ? release : r)),
  }))
  .reset(userReset);
export const $status = createStore<LoadStatus>('idle')
  .on(loadReleasesFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(loadReleasesFx.done, () => 'ready')
  // A failed refresh keeps what is on screen (and says so in a toast).
  .on(loadReleasesFx.fail, (status) => (status === 'ready' ? 'ready' : 'error'))
  .reset(userReset);
export const $loadError = createStore<string | null>(null).on(loadReleasesFx.failData, (_, e) => apiMessage(e)).reset(loadReleasesFx.done);
export const $canManage = $overview.map((o) => o?.can_manage ?? false);
export const $refreshing = loadReleasesFx.pending;

sample({ clock: [releasesOpened, releasesRefreshed], source: loadReleasesFx.pending, filter: (busy) => !busy, target: loadReleasesFx });
sample({
  clock: loadReleasesFx.fail, source: $overview, filter: Boolean,
  fn: (_, { error }) => ({ title: 'Errore', text: tx('releases.impossibileAggiornareIRilasci', { v0: apiMessage(error) }), icon: 'error' as const }),
  target: toastShown,
});

// ── changes of the map (super-admin) ──
/** Promote, roll back, start / change / stop a canary: asks the shell's confirm first. */
export const changeRequested = createEvent<ReleaseChange>('releaseChangeRequested');
/** The change being confirmed or applied (one at a time). */
export const $pending = createStore<ReleaseChange | null>(null);
/** The last refused change's message, shown by its remote until the next change. */
export const $changeError = createStore<{ remote: RemoteName; message: string } | null>(null)
  .on(applyChangeFx.fail, (_, { params, error }) => ({ remote: params.remote, message: apiMessage(error) }))
  .reset(releasesOpened, userReset);

const askChangeFx = attach({
  source: $overview,
  effect: confirmFx,
  mapParams: (change: ReleaseChange, overview) => {
    const release = releaseOf(overview, change.remote);
    return release ? { ...confirmOf(change, release), no: 'Annulla' } : { title: tx('releases.confermiLaModifica'), no: tx('releases.annulla') };
  },
});
const changeAccepted = sample({ clock: changeRequested, source: $pending, filter: (pending) => pending === null, fn: (_, change) => change });
$pending
  .on(changeAccepted, (_, change) => change)
  .on(askChangeFx.doneData, (change, yes) => (yes ? change : null))
  .reset(askChangeFx.fail, applyChangeFx.finally, userReset);
$changeError.reset(changeAccepted);
sample({ clock: changeAccepted, target: askChangeFx });
sample({ clock: askChangeFx.done, filter: ({ result }) => result, fn: ({ params }) => params, target: applyChangeFx });
sample({
  clock: applyChangeFx.done,
  fn: ({ params, result }) => ({ title: 'Completato', text: doneText(params, result), icon: 'success' as const }),
  target: toastShown,
});
sample({
  clock: applyChangeFx.failData,
  fn: (error) => ({ title: 'Errore', text: apiMessage(error), icon: 'error' as const }),
  target: toastShown,
});
// Someone else may have changed the map meanwhile: show it as it is now.
sample({ clock: applyChangeFx.fail, target: releasesRefreshed });

// ── the canary's share: a small dialog, then the confirm ──
export type CanaryDialog = { mode: 'start'; remote: RemoteName; version: string } | { mode: 'share'; remote: RemoteName };
export const canaryDialogOpened = createEvent<CanaryDialog>('canaryDialogOpened');
export const canaryDialogClosed = createEvent('canaryDialogClosed');
/** The share as typed in the dialog ("10", "10%"). */
export const canaryPercentSubmitted = createEvent<string>('canaryPercentSubmitted');

export const $canaryDialog = createStore<CanaryDialog | null>(null)
  .on(canaryDialogOpened, (_, dialog) => dialog)
  .reset(canaryDialogClosed, userReset);
export const $canaryError = createStore<string | null>(null).reset(canaryDialogOpened, canaryDialogClosed);
const percentChecked = sample({ clock: canaryPercentSubmitted, source: $canaryDialog, filter: Boolean, fn: (dialog, raw) => ({ dialog, check: checkPercent(raw) }) });
$canaryError.on(percentChecked, (_, { check }) => (check.ok ? null : check.message));
const percentAccepted = sample({
  clock: percentChecked,
  filter: ({ check }) => check.ok,
  fn: ({ dialog, check }): ReleaseChange => {
    const percent = check.ok ? check.percent : 0;
    return dialog.mode === 'start'
      ? { kind: 'canary_start', remote: dialog.remote, version: dialog.version, percent }
      : { kind: 'canary_share', remote: dialog.remote, percent };
  },
});
/** The dialog has finished closing (its transition, focus back on its opener). */
export const canaryDialogGone = createEvent('canaryDialogGone');
// The shell's confirm opens once the dialog is gone: one modal at a time, and its focus returns to the row's button.
const $accepted = createStore<ReleaseChange | null>(null).on(percentAccepted, (_, change) => change).reset(canaryDialogOpened, userReset);
sample({ clock: percentAccepted, fn: () => undefined, target: canaryDialogClosed });
const acceptedGone = sample({ clock: canaryDialogGone, source: $accepted, filter: Boolean });
$accepted.reset(acceptedGone);
sample({ clock: acceptedGone, target: changeRequested });

// ── publish tokens (super-admin) ──
export const $tokens = createStore<ReleaseToken[] | null>(null, { serialize: 'ignore' })
  .on(loadTokensFx.doneData, (_, tokens) => tokens)
  .reset(userReset);
export const $tokensStatus = createStore<LoadStatus>('idle')
  .on(loadTokensFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(loadTokensFx.done, () => 'ready')
  .on(loadTokensFx.fail, () => 'error')
  .reset(userReset);
export const tokensRetried = createEvent('releaseTokensRetried');
// Only a super-admin may read them (the API refuses anyone else).
sample({ clock: loadReleasesFx.doneData, filter: (overview) => overview.can_manage, fn: () => undefined, target: loadTokensFx });
sample({ clock: tokensRetried, target: loadTokensFx });

export const tokenDialogOpened = createEvent('releaseTokenDialogOpened');
export const tokenDialogClosed = createEvent('releaseTokenDialogClosed');
export const tokenSubmitted = createEvent<{ remote: RemoteName; label: string }>('releaseTokenSubmitted');
export const $tokenDialogOpen = createStore(false).on(tokenDialogOpened, () => true).reset(tokenDialogClosed, userReset);
/** The token just issued with its secret: shown once, forgotten when its dialog closes. */
export const $issued = createStore<IssuedToken | null>(null, { serialize: 'ignore' })
  .on(issueTokenFx.doneData, (_, issued) => issued)
  .reset(tokenDialogOpened, tokenDialogClosed, userReset);
export const $tokenError = createStore<string | null>(null)
  .on(issueTokenFx.failData, (_, error) => error.fieldErrors['label']?.[0] ?? apiMessage(error))
  .reset(tokenDialogOpened, tokenDialogClosed, issueTokenFx);
export const $issuing = issueTokenFx.pending;
const labelChecked = sample({ clock: tokenSubmitted, fn: ({ remote, label }) => ({ remote, check: checkTokenLabel(label) }) });
$tokenError.on(labelChecked, (_, { check }) => (check.ok ? null : check.message));
sample({
  clock: labelChecked, source: { busy: $issuing, issued: $issued },
  filter: ({ busy, issued }, { check }) => check.ok && !busy && issued === null,
  fn: (_, { remote, check }) => ({ remote, label: check.ok ? check.label : '' }),
  target: issueTokenFx,
});
$tokens.on(issueTokenFx.doneData, (tokens, { token }) => [token, ...(tokens ?? [])]);

export const revokeRequested = createEvent<string>('releaseTokenRevokeRequested');
export const $revoking = createStore<string | null>(null);
const askRevokeFx = attach({
  source: { tokens: $tokens, overview: $overview },
  effect: confirmFx,
  mapParams: (tokenId: string, { tokens, overview }) => {
    const token = tokens?.find((t) => t.id === tokenId);
    const area = token ? releaseOf(overview, token.remote)?.label ?? token.remote : '';
    return {
      title: token ? tx('releases.revocareIlTokenDi', { label: token.label, area }) : tx('releases.revocareQuestoToken'),
      text: tx('releases.daSubitoNessunaPubblicazione'),
      yes: 'Revoca', no: 'Annulla', theme: 'danger' as const,
    };
  },
});
const revokeAccepted = sample({ clock: revokeRequested, source: $revoking, filter: (busy) => busy === null, fn: (_, id) => id });
$revoking
  .on(revokeAccepted, (_, id) => id)
  .on(askRevokeFx.doneData, (id, yes) => (yes ? id : null))
  .reset(askRevokeFx.fail, revokeTokenFx.finally, userReset);
sample({ clock: revokeAccepted, target: askRevokeFx });
sample({ clock: askRevokeFx.done, filter: ({ result }) => result, fn: ({ params }) => params, target: revokeTokenFx });
$tokens.on(revokeTokenFx.doneData, (tokens, revoked) => tokens?.map((t) => (t.id === revoked.id ? revoked : t)) ?? null);
sample({
  clock: revokeTokenFx.doneData,
  fn: (token) => ({ title: 'Completato', text: tx('releases.tokenRevocato', { label: token.label }), icon: 'success' as const }),
  target: toastShown,
});
sample({
  clock: revokeTokenFx.failData,
  fn: (error) => ({ title: 'Errore', text: apiMessage(error), icon: 'error' as const }),
  target: toastShown,
});

// The trail on the page shows the change just made.
sample({ clock: [applyChangeFx.done, issueTokenFx.done, revokeTokenFx.done], target: auditList.listChanged });

export type { RemoteRelease };
