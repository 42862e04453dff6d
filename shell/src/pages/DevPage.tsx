/**
 * /dev: the development page. Shows what the shell knows at run time and has triggers for
 * the toast and confirm services (used by the e2e journeys and by remote teams).
 */
import { useEffect, useState } from 'react';
import { getData, HttpError } from '../session/api';
import {
  $currentUser,
  $isAdmin,
  $isEmailVerified,
  $isLoggedIn,
  $location,
  $planTier,
  confirmFx,
  showToastFx,
} from '@automercato/shell-api';
import { useStoreValue } from '../lib/useStoreValue';
import { t } from './texts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The mails the server kept instead of sending them (no SMTP configured): GET /api/dev/outbox. */
function DevOutbox() {
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getData<OutboxMail[]>('/api/dev/outbox').then(
      (list) => live && setMails(list),
      (error: unknown) => {
        if (!live) return;
        // 401/403: the outbox holds reset links, so only admins (or loopback with DEV_OUTBOX=true) read it.
        const status = error instanceof HttpError ? error.status : 0;
        setUnavailable(
          status === 401 || status === 403
            ? 'Posta di sviluppo riservata agli amministratori (o a questa macchina, con DEV_OUTBOX=true sul server).'
            : 'Posta di sviluppo non disponibile (il server invia le email per davvero).',
        );
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (unavailable) return <p>{unavailable}</p>;
  if (!mails) return <p className="am-loading">{t('devPage.caricamentoDellaPosta')}</p>;
  if (mails.length === 0) return <p>{t('devPage.nessunaEmailInviata')}</p>;
  return (
    <ul className="am-dev__outbox" data-testid="dev-outbox">
      {mails.map((mail) => (
        <li key={mail.id}>
          <details>
            <summary>
              {new Date(mail.created_at).toLocaleString('it-IT')} — {mail.to_address}: <strong>{mail.subject}</strong>
            </summary>
            <pre>{mail.text}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}

export function DevPage() {
  const user = useStoreValue($currentUser);
  const loggedIn = useStoreValue($isLoggedIn);
  const verified = useStoreValue($isEmailVerified);
  const admin = useStoreValue($isAdmin);
  const tier = useStoreValue($planTier);
  const location = useStoreValue($location);
  const [answer, setAnswer] = useState<string>('—');
  const [toastError, setToastError] = useState<string>('');

  const ask = (options: Parameters<typeof confirmFx>[0]) => {
    setAnswer('in attesa…');
    confirmFx(options).then(
      (yes) => setAnswer(yes ? 'sì' : 'no'),
      (error: unknown) => setAnswer(`errore: ${(error as Error).message}`),
    );
  };
  const toast = (options: Parameters<typeof showToastFx>[0]) => {
    setToastError('');
    showToastFx(options).catch((error: unknown) => setToastError((error as Error).message));
  };

  return (
    <section className="am-dev">
      <h1>{t('devPage.paginaDiSviluppo')}</h1>
      <p>{t('devPage.strumentiPerChiSviluppa')}</p>

      <h2>{t('devPage.sessione')}</h2>
      <dl className="am-dev__facts">
        <dt>{t('devPage.utente')}</dt>
        <dd data-testid="dev-user">{user ? `${user.email ?? user.uuid} (${user.role ?? 'nessun ruolo'})` : t('devPage.ospite')}</dd>
        <dt>{t('devPage.accessoEmailVerificataAdmin')}</dt>
        <dd>
          {String(loggedIn)} / {String(verified)} / {String(admin)}
        </dd>
        <dt>{t('devPage.pianoDelConcessionarioCorrente')}</dt>
        <dd>{tier}</dd>
        <dt>{t('devPage.posizione')}</dt>
        <dd>{location.pathname}</dd>
      </dl>

      <h2>{t('devPage.notifiche')}</h2>
      <div className="am-dev__buttons">
        <button type="button" className="am-button" onClick={() => toast({ title: 'Completato', text: 'Operazione riuscita', icon: 'success' })}>{t('devPage.mostraNotifica')}</button>
        <button
          type="button"
          className="am-button"
          onClick={() => toast({ title: 'Errore', text: 'Notifica breve', icon: 'error', timeout: 1500 })}
        >{t('devPage.notificaBreve15')}</button>
        <button
          type="button"
          className="am-button"
          onClick={() => toast({ title: 'Attenzione', text: 'Resta finché non la chiudi', icon: 'warning', persistent: true })}
        >{t('devPage.notificaPersistente')}</button>
        <button type="button" className="am-button am-button--secondary" onClick={() => toast({ text: 'x', timeout: 0 })}>{t('devPage.notificaNonValida')}</button>
      </div>
      <p data-testid="dev-toast-error" role="status">
        {toastError}
      </p>

      <h2>{t('devPage.conferma')}</h2>
      <div className="am-dev__buttons">
        <button type="button" className="am-button" onClick={() => ask({ title: 'Confermi l’operazione?', text: 'Puoi rispondere sì o no.' })}>{t('devPage.chiediConferma')}</button>
        <button
          type="button"
          className="am-button"
          onClick={() => ask({ title: 'Conferma a tempo', text: 'Si chiude da sola dopo 1,5 secondi.', timeout: 1500 })}
        >{t('devPage.confermaATempo')}</button>
        <button
          type="button"
          className="am-button"
          onClick={() =>
            ask({ title: 'Eliminare la bozza?', text: 'L’operazione richiede un momento.', yes: 'Elimina', theme: 'danger', action: () => wait(800) })
          }
        >{t('devPage.confermaConAzione')}</button>
        <button
          type="button"
          className="am-button"
          onClick={() => {
            ask({ title: 'Prima domanda' });
            ask({ title: 'Seconda domanda' });
          }}
        >{t('devPage.dueConfermeInCoda')}</button>
      </div>
      <p>{t('devPage.risposta')}<output data-testid="dev-confirm-answer">{answer}</output>
      </p>

      <h2>{t('devPage.postaInUscita')}</h2>
      <DevOutbox />
    </section>
  );
}
