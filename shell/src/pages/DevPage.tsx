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
  if (!mails) return <p className="am-loading">Caricamento della posta…</p>;
  if (mails.length === 0) return <p>Nessuna email inviata.</p>;
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
      <h1>Pagina di sviluppo</h1>
      <p>Strumenti per chi sviluppa la shell e i remote. La posta in uscita la vedono gli amministratori, con i link riservati al destinatario (reimpostazione della password, verifica, report privati) nascosti; per intero solo questa macchina, con DEV_OUTBOX=true.</p>

      <h2>Sessione</h2>
      <dl className="am-dev__facts">
        <dt>Utente</dt>
        <dd data-testid="dev-user">{user ? `${user.email ?? user.uuid} (${user.role ?? 'nessun ruolo'})` : 'ospite'}</dd>
        <dt>Accesso / email verificata / admin</dt>
        <dd>
          {String(loggedIn)} / {String(verified)} / {String(admin)}
        </dd>
        <dt>Piano del concessionario corrente</dt>
        <dd>{tier}</dd>
        <dt>Posizione</dt>
        <dd>{location.pathname}</dd>
      </dl>

      <h2>Notifiche</h2>
      <div className="am-dev__buttons">
        <button type="button" className="am-button" onClick={() => toast({ title: 'Completato', text: 'Operazione riuscita', icon: 'success' })}>
          Mostra notifica
        </button>
        <button
          type="button"
          className="am-button"
          onClick={() => toast({ title: 'Errore', text: 'Notifica breve', icon: 'error', timeout: 1500 })}
        >
          Notifica breve (1,5 s)
        </button>
        <button
          type="button"
          className="am-button"
          onClick={() => toast({ title: 'Attenzione', text: 'Resta finché non la chiudi', icon: 'warning', persistent: true })}
        >
          Notifica persistente
        </button>
        <button type="button" className="am-button am-button--secondary" onClick={() => toast({ text: 'x', timeout: 0 })}>
          Notifica non valida
        </button>
      </div>
      <p data-testid="dev-toast-error" role="status">
        {toastError}
      </p>

      <h2>Conferma</h2>
      <div className="am-dev__buttons">
        <button type="button" className="am-button" onClick={() => ask({ title: 'Confermi l’operazione?', text: 'Puoi rispondere sì o no.' })}>
          Chiedi conferma
        </button>
        <button
          type="button"
          className="am-button"
          onClick={() => ask({ title: 'Conferma a tempo', text: 'Si chiude da sola dopo 1,5 secondi.', timeout: 1500 })}
        >
          Conferma a tempo
        </button>
        <button
          type="button"
          className="am-button"
          onClick={() =>
            ask({ title: 'Eliminare la bozza?', text: 'L’operazione richiede un momento.', yes: 'Elimina', theme: 'danger', action: () => wait(800) })
          }
        >
          Conferma con azione
        </button>
        <button
          type="button"
          className="am-button"
          onClick={() => {
            ask({ title: 'Prima domanda' });
            ask({ title: 'Seconda domanda' });
          }}
        >
          Due conferme in coda
        </button>
      </div>
      <p>
        Risposta: <output data-testid="dev-confirm-answer">{answer}</output>
      </p>

      <h2>Posta in uscita</h2>
      <DevOutbox />
    </section>
  );
}
