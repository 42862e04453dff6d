/**
 * The stock import: upload a CSV (picker or drag & drop), follow the dry run, read the report
 * (counts and the rows with errors), apply it with or without withdrawing the missing listings;
 * the nightly feed's address and its last runs. Polls while a job runs.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useFormState } from 'react-final-form';
import { Form, useTextBinding } from '@automercato/forms';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { useApi } from '@automercato/entities/api';
import { formatDate } from '@automercato/i18n';
import type { StockFeed, StockImport, StockImportRow } from '../api/types';
import { FEED_RULES, STATUS_LABELS, type FeedValues, countsSummary, extraFilesNote, fileProblem, isRunning, progressPercent, rowHeading, withoutRowPrefix } from '../model/import';
import './stock-import.css';
import { t } from '../texts';

const POLL_MS = 1000;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : t('stockImportPanelStrings.operazioneNonRiuscitaRiprova'));

function ImportReport({ dealerUuid, item, onChanged }: { dealerUuid: string; item: StockImport; onChanged: (next: StockImport) => void }) {
  const api = useApi();
  const [errors, setErrors] = useState<StockImportRow[]>([]);
  const [errorTotal, setErrorTotal] = useState(0);
  const [withdraw, setWithdraw] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (item.status === 'analysing' || item.counts.error === 0) { setErrors([]); setErrorTotal(0); return; }
    let live = true;
    api.stockImport.get(dealerUuid, item.id, { outcome: 'issues', per_page: 100 })
      .then((report) => { if (live) { setErrors(report.rows.items); setErrorTotal(report.rows.total); } })
      .catch(() => undefined);
    return () => { live = false; };
  }, [api, dealerUuid, item.id, item.status, item.counts.error]);

  const apply = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await api.stockImport.apply(dealerUuid, item.id, withdraw));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const percent = progressPercent(item);
  const canApply = item.status === 'ready' || item.status === 'held';
  return (
    <section className="am-import-box" aria-labelledby="import-report" data-testid="import-report">
      <h2 id="import-report">{item.source === 'feed' ? t('stockImportPanel.importazioneDalFeed') : t('stockImportPanel.file', { filename: item.filename })}</h2>
      <p className="am-import-status" role="status">
        <strong>{STATUS_LABELS[item.status]}</strong>
        {item.message ? ` — ${item.message}` : ''}
      </p>
      {isRunning(item.status) ? (
        <progress className="am-import-progress" max={100} value={percent ?? undefined} aria-label={t('stockImportPanel.avanzamento')}>
          {percent ?? 0} %
        </progress>
      ) : null}
      {item.status !== 'analysing' && item.status !== 'failed' ? (
        <p className="am-import-counts" data-testid="import-counts">{countsSummary(item.counts)}</p>
      ) : null}
      {errors.length ? (
        <div className="am-import-errors">
          <h3>{t('stockImportPanel.righeConErrori')}{errorTotal})</h3>
          <ul className="am-import-error-rows">
            {errors.map((row) => (
              <li key={row.line}>
                <strong>{rowHeading(row)}</strong>
                <ul>{row.messages.map((message, i) => <li key={i}>{withoutRowPrefix(message)}</li>)}</ul>
              </li>
            ))}
          </ul>
          {errorTotal > errors.length ? <p>{t('stockImportPanel.sonoMostrateLePrime')}{errors.length}{t('stockImportPanel.righe')}</p> : null}
          <p>{t('stockImportPanel.leRigheConErrori')}</p>
        </div>
      ) : null}
      {canApply ? (
        <div className="am-import-apply">
          <label className="am-import-check">
            <input type="checkbox" checked={withdraw} onChange={(e) => setWithdraw(e.target.checked)} />
            {' '}{t('stockImportPanel.ritiraGliAnnunciMancanti')}{item.counts.missing})
          </label>
          <button type="button" className="am-import-button" onClick={apply} disabled={busy || item.counts.new + item.counts.changed + (withdraw ? item.counts.missing : 0) === 0}>{t('stockImportPanel.applica')}</button>
          <p className="am-import-hint">{t('stockImportPanel.fincheNonPremiApplica')}</p>
        </div>
      ) : null}
      {item.status === 'applied' ? <p className="am-import-done">{t('stockImportPanel.importazioneCompletataIl')}{formatDate(item.applied_at ?? item.updated_at, 'datetime')}.</p> : null}
      {problem ? <p className="am-import-problem" role="alert">{problem}</p> : null}
    </section>
  );
}

/** The feed's address with its "Salva" beside it (a one-field form, on the forms kit). */
function FeedUrlField() {
  const { control, error } = useTextBinding('url');
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Field label={t('stockImportPanel.indirizzoDelFeed')} error={error}>
      {(props) => (
        <div className="am-import-row">
          <TextInput {...props} {...control} type="url" inputMode="url" spellCheck={false} autoCapitalize="none"
            placeholder={t('stockImportPanel.httpsStockXml')} />
          <button type="submit" className="am-import-button" aria-disabled={submitting || undefined}>{t('stockImportPanel.salva')}</button>
        </div>
      )}
    </Field>
  );
}

function FeedForm({ dealerUuid, feed, onSaved, onOpen }: { dealerUuid: string; feed: StockFeed | null; onSaved: (f: StockFeed) => void; onOpen: (i: StockImport) => void }) {
  const api = useApi();
  const [saved, setSaved] = useState(false);
  // A new address from the server (the first load, a save) becomes the form's value.
  const initialValues = useMemo<FeedValues>(() => ({ url: feed?.url ?? '' }), [feed?.url]);

  const save = async ({ url }: FeedValues) => {
    setSaved(false);
    // The API's refusal is thrown: the kit puts it on the field, or in the form's alert.
    onSaved(await api.stockImport.setFeed(dealerUuid, url?.trim() || null));
    setSaved(true);
  };

  return (
    <section className="am-import-box" aria-labelledby="import-feed">
      <h2 id="import-feed">{t('stockImportPanel.feedXmlNotturno')}</h2>
      <p>{t('stockImportPanel.ilVostroGestionalePubblica')}{Math.round((feed?.hold_share ?? 0.3) * 100)}{t('stockImportPanel.lImportazioneRestaIn')}</p>
      <Form<FeedValues> labelledBy="import-feed" rules={FEED_RULES} initialValues={initialValues} onSubmit={save}>
        <FeedUrlField />
        {saved ? <p role="status">{t('stockImportPanel.indirizzoSalvato')}</p> : null}
      </Form>
      {feed?.runs.length ? (
        <>
          <h3>{t('stockImportPanel.ultimeImportazioni')}</h3>
          <ul className="am-import-runs">
            {feed.runs.map((run) => (
              <li key={run.id}>
                <span>{formatDate(run.created_at, 'datetime')}</span>{' '}
                <span>{run.source === 'feed' ? t('stockImportPanel.feed') : run.filename}</span>{' '}
                <strong>{STATUS_LABELS[run.status]}</strong>
                {run.status === 'held' || run.status === 'ready' ? (
                  <button type="button" className="am-import-link" onClick={() => onOpen(run)}>{t('stockImportPanel.apriIlResoconto')}</button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function StockImportPanel({ dealerUuid }: { dealerUuid: string }) {
  const api = useApi();
  const [current, setCurrent] = useState<StockImport | null>(null);
  const [feed, setFeed] = useState<StockFeed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [extra, setExtra] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const loadFeed = useCallback(() => api.stockImport.feed(dealerUuid).then(setFeed).catch(() => undefined), [api, dealerUuid]);
  useEffect(() => { void loadFeed(); }, [loadFeed]);

  // Poll while the dry run or the apply runs.
  useEffect(() => {
    if (!current || !isRunning(current.status)) return;
    const timer = setTimeout(() => {
      api.stockImport.get(dealerUuid, current.id, { per_page: 1 })
        .then((report) => {
          setCurrent(report.import);
          if (!isRunning(report.import.status)) void loadFeed();
        })
        .catch(() => setCurrent({ ...current }));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [api, dealerUuid, current, loadFeed]);

  const send = async (file: File) => {
    const local = fileProblem(file);
    if (local) { setProblem(local); return; }
    setProblem(null);
    try {
      setCurrent(await api.stockImport.upload(dealerUuid, file));
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const sendFirst = (files: readonly File[]) => {
    setExtra(extraFilesNote(files));
    if (files[0]) void send(files[0]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    sendFirst([...event.dataTransfer.files]);
  };

  return (
    <div className="am-import">
      <section className="am-import-box" aria-labelledby="import-upload">
        <h2 id="import-upload">{t('stockImportPanel.caricaLoStockDa')}</h2>
        <p>{t('stockImportPanel.separatorePuntoEVirgola')}</p>
        <p><a href={api.stockImport.sampleUrl()} download>{t('stockImportPanel.scaricaIlFileDi')}</a>{t('stockImportPanel.conTutteLeColonne')}</p>
        <div className={`am-import-drop${dragging ? ' am-import-drop--over' : ''}`} data-testid="import-drop"
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
          <p>{t('stockImportPanel.trascinaQuiIlFile')}</p>
          <label className="am-import-button" htmlFor="import-file">{t('stockImportPanel.scegliIlFile')}</label>
          <input id="import-file" ref={input} className="am-import-file" type="file" accept=".csv,text/csv"
            onChange={(e) => { sendFirst([...(e.target.files ?? [])]); e.target.value = ''; }} />
        </div>
        {problem ? <p className="am-import-problem" role="alert">{problem}</p> : null}
        {extra ? <p className="am-import-problem" role="status">{extra}</p> : null}
      </section>
      {current ? <ImportReport dealerUuid={dealerUuid} item={current} onChanged={setCurrent} /> : null}
      <FeedForm dealerUuid={dealerUuid} feed={feed} onSaved={setFeed} onOpen={setCurrent} />
    </div>
  );
}
