import { useEffect, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@automercato/router';
import { formatDate } from '@automercato/i18n';
import { Button } from '@automercato/ui/button';
import { Checkbox } from '@automercato/ui/checkbox';
import { Dialog } from '@automercato/ui/dialog';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { Spinner } from '@automercato/ui/spinner';
import { Pagination } from '@automercato/ui/pagination';
import { getApi } from '@automercato/entities/api';
import { problemCount } from '../../report';
import { reportPath, type Scope } from '../api/scope';
import {
  $associateError, $associating, $matches, $matchesStatus, $meta, $reports, $search, $status, $ticked,
  associateClosed, associateOpened, associateSubmitted, deleteRequested, listingToggled, pageChosen, reportsOpened, searchChanged, searchSubmitted,
} from '../model/reports';
import { associateFx } from '../api/reports';

const MATCH_LABELS: Record<string, string> = { vin: 'stesso telaio', plate: 'stessa targa', make_model_year: 'stessa marca, modello e anno' };

export function AssociateDialog() {
  const [reportUuid, matches, status, ticked, error, saving] = useUnit([$associating, $matches, $matchesStatus, $ticked, $associateError, associateFx.pending]);
  const [close, toggle, submit] = useUnit([associateClosed, listingToggled, associateSubmitted]);
  return (
    <Dialog
      open={reportUuid !== null}
      onClose={() => close()}
      title="Associa ad annunci"
      actions={
        <>
          <Button variant="secondary" onClick={() => close()}>Annulla</Button>
          <Button onClick={() => submit()} busy={saving} disabled={matches.length === 0}>Associa</Button>
        </>
      }
    >
      {status === 'loading' ? <p><Spinner size="sm" decorative /> Ricerca degli annunci corrispondenti…</p> : null}
      {status === 'error' ? <p role="alert">Impossibile trovare gli annunci corrispondenti. Riprova.</p> : null}
      {status === 'ready' && matches.length === 0 ? <p>Nessun annuncio corrisponde a questo veicolo (telaio, targa o marca, modello e anno).</p> : null}
      {matches.length > 0 ? (
        <fieldset className="am-cfx-matches">
          <legend>Annunci che possono essere questo veicolo</legend>
          {matches.map((l) => (
            <Checkbox
              key={l.uuid}
              checked={ticked.includes(l.uuid)}
              onChange={() => toggle(l.uuid)}
              label={l.title}
              description={`Corrispondenza: ${MATCH_LABELS[l.match] ?? l.match}${l.plate ? ` · targa ${l.plate}` : ''}${l.carfax_report && l.carfax_report !== reportUuid ? ' · ha già un altro report, verrà sostituito' : ''}`}
            />
          ))}
        </fieldset>
      ) : null}
      {error ? <p className="am-cfx-form-error" role="alert">{error}</p> : null}
    </Dialog>
  );
}

/** The reports of a dealer (or of every dealer): search, open, PDF, associate, delete. */
export function ReportsList({ scope }: { scope: Scope }) {
  const [reports, status, search, meta] = useUnit([$reports, $status, $search, $meta]);
  const [open, setSearch, submitSearch, choosePage, remove, associate] = useUnit([reportsOpened, searchChanged, searchSubmitted, pageChosen, deleteRequested, associateOpened]);
  const scopeKey = scope.kind === 'admin' ? 'admin' : scope.dealerUuid;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { open(scope); }, [scopeKey, open]);
  const calls = scope.kind === 'admin' ? getApi().carfax.admin : getApi().carfax.dealer(scope.dealerUuid);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    submitSearch();
  };
  return (
    <section className="am-cfx-panel" aria-labelledby="cfx-reports">
      <h2 id="cfx-reports">Elenco dei report</h2>
      <form role="search" className="am-cfx-search" onSubmit={onSearch}>
        <Field label="Cerca per targa o telaio" labelHidden>
          <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Targa o telaio" />
        </Field>
        <Button type="submit" variant="secondary">Cerca</Button>
      </form>
      {status === 'error' ? (
        <ErrorState title="Impossibile caricare i report" onRetry={() => open(scope)} headingLevel={3} />
      ) : status === 'loading' && reports.length === 0 ? (
        <p><Spinner size="sm" decorative /> Caricamento dei report…</p>
      ) : reports.length === 0 ? (
        <EmptyState title={search ? 'Nessun report trovato' : 'Nessun report'} text={search ? 'Prova con un\'altra targa o un altro telaio.' : 'I report che acquisti appaiono qui.'} headingLevel={3} />
      ) : (
        <div className="am-cfx-table-wrap">
          <table className="am-cfx-table">
            <caption className="am-visually-hidden">Report sulla storia dei veicoli</caption>
            <thead>
              <tr>
                <th scope="col">Veicolo</th><th scope="col">Targa / telaio</th>{scope.kind === 'admin' ? <th scope="col">Concessionario</th> : null}
                <th scope="col">Esito</th><th scope="col">Annunci</th><th scope="col">Data</th><th scope="col">Azioni</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => {
                const problems = problemCount(r.summary);
                return (
                  <tr key={r.uuid}>
                    <td><Link to={reportPath(scope, r.uuid)}>{r.make} {r.model}{r.year ? ` (${r.year})` : ''}</Link>{r.provider.demo ? <><br /><small>Dati dimostrativi</small></> : null}</td>
                    <td>{r.plate ?? '—'}<br /><small>{r.vin ?? ''}</small></td>
                    {scope.kind === 'admin' ? <td>{r.dealer?.name ?? '—'}</td> : null}
                    <td>{problems === 0 ? <span className="am-cfx-status am-cfx-status--approved">Nessun problema</span> : <span className="am-cfx-status am-cfx-status--rejected">{problems === 1 ? '1 problema' : `${problems} problemi`}</span>}</td>
                    <td>{r.listings.length === 0 ? '—' : r.listings.map((l) => l.title).join(', ')}</td>
                    <td>{formatDate(r.created_at)}</td>
                    <td>
                      <span className="am-cfx-actions">
                        <Link className="am-cfx-link" to={reportPath(scope, r.uuid)} aria-label={`Apri il report di ${r.make} ${r.model} ${r.plate ?? ''}`}>Apri</Link>
                        <a className="am-cfx-link" href={calls.reportPdfUrl(r.uuid)} download aria-label={`Scarica il PDF del report di ${r.make} ${r.model} ${r.plate ?? ''}`}>PDF</a>
                        <Button size="sm" variant="secondary" onClick={() => associate(r.uuid)} aria-label={`Associa ad annunci il report di ${r.make} ${r.model} ${r.plate ?? ''}`}>Associa ad annunci</Button>
                        <Button size="sm" variant="danger" onClick={() => remove(r)} aria-label={`Elimina il report di ${r.make} ${r.model} ${r.plate ?? ''}`}>Elimina</Button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {meta && meta.last_page > 1 ? <Pagination page={meta.page} pageCount={meta.last_page} onPageChange={(p: number) => choosePage(p)} /> : null}
      <AssociateDialog />
    </section>
  );
}
