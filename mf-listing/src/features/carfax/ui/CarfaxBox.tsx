/**
 * Vehicle history (Carfax) on the listing page: the Problem Check of the listing's report when
 * it has one, and "Richiedi il report" (POST /api/carfax-requests). A signed-in buyer asks with
 * one click (the e-mail of the account); a guest leaves an e-mail in a small form. The dealer,
 * or an admin, approves it and the link to the full report arrives by e-mail.
 */
import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { ApiError, type ListingDetail } from '@automercato/api-sdk';
import { $currentUser, isLoggedIn } from '@automercato/shell-api';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { useApi } from '@automercato/entities/api';
import { ProblemCheckSummary } from '@automercato/entities/carfax';
import { formatDate } from '@automercato/i18n';
import { notify } from '../../../lib/notify';
import { t } from '../texts';

export const CARFAX_TEXTS = {
  heading: t('carfaxBoxStrings.storiaDelVeicolo'),
  button: t('carfaxBoxStrings.richiediIlReport'),
  send: t('carfaxBoxStrings.inviaLaRichiesta'),
  sent: t('carfaxBoxStrings.richiestaInviataRiceveraiIl'),
  approved: t('carfaxBoxStrings.richiestaApprovataTiAbbiamo'),
  notYet: t('carfaxBoxStrings.leRichiesteDiReport'),
  emailMissing: t('carfaxBoxStrings.inserisciIlTuoIndirizzo'),
  emailInvalid: t('carfaxBoxStrings.inserisciUnIndirizzoE'),
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function CarfaxBox({ listing }: { listing: Pick<ListingDetail, 'uuid' | 'has_carfax'> & { carfax?: ListingDetail['carfax'] } }) {
  const api = useApi();
  const user = useUnit($currentUser);
  const signedIn = isLoggedIn(user);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const send = async (guestEmail?: string) => {
    setBusy(true);
    try {
      const answer = await api.carfax.request({ listing: listing.uuid, ad: listing.uuid, ...(guestEmail ? { email: guestEmail } : {}) });
      const text = answer?.status === 'approved' ? CARFAX_TEXTS.approved : answer?.message || CARFAX_TEXTS.sent;
      setDone(text);
      notify.success(text);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors['email']?.[0]) {
        setAskEmail(true);
        setEmailError(error.fieldErrors['email'][0]);
      } else if (error instanceof ApiError && error.status === 404) {
        // No request route on this server (or the listing went away).
        notify.warning(CARFAX_TEXTS.notYet, t('carfaxBoxStrings.servizioNonAncoraDisponibile'));
      } else {
        notify.error(error instanceof ApiError ? error.message : CARFAX_TEXTS.notYet);
      }
    } finally {
      setBusy(false);
    }
  };

  const onGuestSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const problem = !value ? CARFAX_TEXTS.emailMissing : EMAIL.test(value) ? null : CARFAX_TEXTS.emailInvalid;
    setEmailError(problem);
    if (!problem) void send(value);
  };

  const summary = listing.carfax ?? null;
  return (
    <section className="lp-card lp-carfax" aria-labelledby="lp-carfax-title">
      <div className="lp-carfax__logo" aria-hidden="true">
        CARFAX
      </div>
      <div className="lp-carfax__body">
        <h2 id="lp-carfax-title" className="lp-section-title">
          {CARFAX_TEXTS.heading}
        </h2>
        {summary ? (
          <>
            <p className="lp-carfax__text">{t('carfaxBox.riepilogoDelReportCarfax')}{formatDate(summary.generated_at, 'long')}
              {summary.provider.demo ? t('carfaxBox.datiDimostrativi') : ''}{t('carfaxBox.ilReportCompletoTi')}</p>
            <ProblemCheckSummary check={summary.summary} />
          </>
        ) : (
          <p className="lp-carfax__text">
            {listing.has_carfax
              ? t('carfaxBox.ilConcessionarioHaGia')
              : t('carfaxBox.chiediAlConcessionarioIl')}
          </p>
        )}
        {done ? (
          <p className="lp-carfax__done" role="status">
            {done}
          </p>
        ) : !signedIn && askEmail ? (
          <form className="lp-carfax__form" onSubmit={onGuestSubmit} noValidate aria-label={t('carfaxBox.richiediIlReportCarfax')}>
            <Field label={t('carfaxBox.laTuaEMail')} hint={t('carfaxBox.tiScriviamoQuiQuando')} error={emailError ?? undefined} required>
              <TextInput type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <Button type="submit" variant="secondary" busy={busy}>{CARFAX_TEXTS.send}</Button>
          </form>
        ) : (
          <Button variant="secondary" busy={busy} onClick={() => (signedIn ? void send() : setAskEmail(true))}>
            {CARFAX_TEXTS.button}
          </Button>
        )}
      </div>
    </section>
  );
}
