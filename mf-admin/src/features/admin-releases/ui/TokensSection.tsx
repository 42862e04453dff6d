import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { REMOTE_RELEASE_NAMES, type ReleaseToken, type RemoteName } from '@automercato/api-sdk';
import { toastShown } from '@automercato/shell-api';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { Select } from '@automercato/ui/select';
import { TextInput } from '@automercato/ui/text-input';
import { Table } from '@automercato/ui/table';
import { ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import {
  $issued, $issuing, $overview, $revoking, $tokenDialogOpen, $tokenError, $tokens, $tokensStatus, revokeRequested,
  tokenDialogClosed, tokenDialogOpened, tokenSubmitted, tokensRetried,
} from '../model/releases';
import { TOKEN_LABEL_MAX, formatWhen, packageName } from '../model/format';
import { t as tx } from '../texts';

function useLabels(): (remote: RemoteName) => string {
  const overview = useUnit($overview);
  return (remote) => overview?.remotes.find((r) => r.remote === remote)?.label ?? packageName(remote);
}

/** The secret, once: a read-only field to copy, and the warning that it will not be shown again. */
function IssuedSecret() {
  const issued = useUnit($issued);
  const labels = useLabels();
  const field = useRef<HTMLInputElement>(null);
  // The form that had focus is gone: focus (and select) the secret, ready to copy.
  useEffect(() => { if (issued) field.current?.focus(); }, [issued]);
  if (!issued) return null;
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(issued.secret);
      toastShown({ text: tx('tokensSectionStrings.tokenCopiatoNegliAppunti'), icon: 'success' });
    } catch {
      toastShown({ text: tx('tokensSectionStrings.copiaNonRiuscitaIl'), icon: 'warning' });
    }
  };
  return (
    <div className="adm-rel-secret">
      <p className="adm-rel-note adm-rel-note--warning" role="alert">
        <strong>{tx('tokensSection.copiaIlTokenOra')}</strong>{tx('tokensSection.seLoPerdiRevocalo')}</p>
      <Field label={tx('tokensSection.tokenDi', { v0: labels(issued.token.remote), label: issued.token.label })}>
        <TextInput ref={field} value={issued.secret} readOnly onFocus={(e) => e.currentTarget.select()} spellCheck={false} data-autofocus />
      </Field>
      <p><Button variant="secondary" onClick={() => void copy()}>{tx('tokensSection.copia')}</Button></p>
      <p className="adm-rel-muted">{tx('tokensSection.nellaCiDelTeam')}{' '}
        <code className="adm-rel-wrap">{tx('tokensSection.npmRunReleasePlatform', { v0: packageName(issued.token.remote) })}</code>
      </p>
    </div>
  );
}

function NewTokenDialog() {
  const [open, issued, error, busy, close, submit] = useUnit([$tokenDialogOpen, $issued, $tokenError, $issuing, tokenDialogClosed, tokenSubmitted]);
  const labels = useLabels();
  const [remote, setRemote] = useState<RemoteName>(REMOTE_RELEASE_NAMES[0]);
  const [label, setLabel] = useState('');
  useEffect(() => { if (open) { setRemote(REMOTE_RELEASE_NAMES[0]); setLabel(''); } }, [open]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ remote, label });
  };
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      title={issued ? tx('tokensSection.tokenCreato') : tx('tokensSection.nuovoTokenDiPubblicazione')}
      // Once the secret is on screen, only the explicit button closes it (no Escape by mistake).
      persistent={issued !== null}
      disabled={busy}
      actions={issued ? (
        <Button onClick={() => close()}>{tx('tokensSection.fattoLHoCopiato')}</Button>
      ) : (
        <>
          <Button variant="secondary" onClick={() => close()} disabled={busy}>{tx('tokensSection.annulla')}</Button>
          <Button type="submit" form="adm-rel-token-form" busy={busy}>{tx('tokensSection.creaToken')}</Button>
        </>
      )}
    >
      {issued ? <IssuedSecret /> : (
        <form id="adm-rel-token-form" onSubmit={onSubmit} noValidate className="adm-rel-form">
          <p>{tx('tokensSection.ilTokenPermetteSolo')}</p>
          <Field label={tx('tokensSection.area')} required>
            <Select
              value={remote}
              onChange={(e) => setRemote(e.target.value as RemoteName)}
              options={REMOTE_RELEASE_NAMES.map((name) => ({ value: name, label: `${labels(name)} (${packageName(name)})` }))}
            />
          </Field>
          <Field label={tx('tokensSection.etichetta')} required error={error ?? undefined} hint={tx('tokensSection.perRiconoscerloNellElenco')}>
            <TextInput value={label} onChange={(e) => setLabel(e.target.value)} maxLength={TOKEN_LABEL_MAX} autoComplete="off" data-autofocus />
          </Field>
        </form>
      )}
    </Dialog>
  );
}

/** Publish tokens (super-admin only): who may publish each area from its own CI. */
export function TokensSection() {
  const [tokens, status, revoking, revoke, openDialog, retry] = useUnit([$tokens, $tokensStatus, $revoking, revokeRequested, tokenDialogOpened, tokensRetried]);
  const labels = useLabels();
  return (
    <section className="adm-rel-remote" aria-labelledby="adm-rel-tokens">
      <header className="adm-rel-remote__header">
        <h2 id="adm-rel-tokens">{tx('tokensSection.tokenDiPubblicazione')}</h2>
        <Button onClick={() => openDialog()}>{tx('tokensSection.nuovoToken')}</Button>
      </header>
      <p className="adm-rel-muted">{tx('tokensSection.unTokenValePer')}</p>
      {status === 'error' ? <ErrorState title={tx('tokensSection.impossibileCaricareIToken')} headingLevel={3} onRetry={() => retry()} /> : null}
      {status === 'loading' && !tokens ? <p aria-busy="true"><Spinner size="sm" decorative />{tx('tokensSection.caricamentoDeiToken')}</p> : null}
      {tokens ? (
        <Table<ReleaseToken>
          className="adm-rel-table"
          caption={tx('tokensSection.tokenDiPubblicazione')}
          captionHidden
          rows={tokens}
          rowKey={(t) => t.id}
          emptyText={tx('tokensSection.nessunTokenEmesso')}
          columns={[
            { key: 'remote', header: 'Area', cell: (t) => labels(t.remote) },
            { key: 'label', header: 'Etichetta', cell: (t) => <span className="adm-rel-wrap">{t.label}</span> },
            {
              key: 'created', header: 'Creato',
              cell: (t) => <div>{formatWhen(t.created_at)}{t.created_by ? <span className="adm-rel-sub adm-rel-wrap">{tx('tokensSection.da')}{t.created_by}</span> : null}</div>,
            },
            { key: 'last_used', header: tx('tokensSectionStrings.ultimoUso'), cell: (t) => (t.last_used_at ? formatWhen(t.last_used_at) : tx('tokensSectionStrings.maiUsato')) },
            {
              key: 'revoked', header: 'Revocato',
              cell: (t) => (t.revoked_at ? <Badge tone="danger">{tx('tokensSection.revocatoIl', { v0: formatWhen(t.revoked_at) })}</Badge> : <Badge tone="success">{tx('tokensSection.valido')}</Badge>),
            },
            {
              key: 'actions', header: 'Azioni',
              cell: (t) => (t.revoked_at ? null : (
                <Button size="sm" variant="danger" busy={revoking === t.id} onClick={() => revoke(t.id)} aria-label={tx('tokensSection.revocaIlTokenDi', { label: t.label, v1: labels(t.remote) })}>{tx('tokensSection.revoca')}</Button>
              )),
            },
          ]}
        />
      ) : null}
      <NewTokenDialog />
    </section>
  );
}
