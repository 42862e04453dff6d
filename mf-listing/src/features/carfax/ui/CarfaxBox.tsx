/**
 * Vehicle history (Carfax) on the listing page: the Problem Check of the listing's report when
 * it has one, and "Richiedi il report" (POST /api/carfax-requests). A signed-in buyer asks with
 * one click (the e-mail of the account); a guest leaves an e-mail in a small form. The dealer,
 * or an admin, approves it and the link to the full report arrives by e-mail.
 */
import { useState } from 'react';
import { useUnit } from 'effector-react';
import { ApiError, type ListingDetail } from '@automercato/api-sdk';
import { $currentUser, isLoggedIn } from '@automercato/shell-api';
import { Form, TextField, type FormRules } from '@automercato/forms';
import { Button } from '@automercato/ui/button';
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

export interface GuestRequestValues { email?: string }

/** The guest's e-mail: given, and an address (the server checks it again: its refusal lands on the field). */
export const GUEST_REQUEST_RULES: FormRules<keyof GuestRequestValues> = {
  email: (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return CARFAX_TEXTS.emailMissing;
    return EMAIL.test(text) ? undefined : CARFAX_TEXTS.emailInvalid;
  },
};

const FORM_NAME_ID = 'lp-carfax-form-name';

export function CarfaxBox({ listing }: { listing: Pick<ListingDetail, 'uuid' | 'has_carfax'> & { carfax?: ListingDetail['carfax'] } }) {
  const api = useApi();
  const user = useUnit($currentUser);
  const signedIn = isLoggedIn(user);
  /** The signed-in buyer's one-click request is on its way (the guest's form shows its own busy state). */
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [askEmail, setAskEmail] = useState(false);

  /** Sends the request; a refusal of the guest's e-mail is thrown for the form, anything else is a toast. */
  const request = async (guestEmail?: string) => {
    try {
      const answer = await api.carfax.request({ listing: listing.uuid, ad: listing.uuid, ...(guestEmail ? { email: guestEmail } : {}) });
      const text = answer?.status === 'approved' ? CARFAX_TEXTS.approved : answer?.message || CARFAX_TEXTS.sent;
      setDone(text);
      notify.success(text);
    } catch (error) {
      const aboutEmail = error instanceof ApiError ? error.fieldErrors['email']?.[0] : undefined;
      if (aboutEmail && guestEmail !== undefined) throw error;
      if (aboutEmail) notify.error(aboutEmail);
      else if (error instanceof ApiError && error.status === 404) {
        // No request route on this server (or the listing went away).
        notify.warning(CARFAX_TEXTS.notYet, t('carfaxBoxStrings.servizioNonAncoraDisponibile'));
      } else {
        notify.error(error instanceof ApiError ? error.message : CARFAX_TEXTS.notYet);
      }
    }
  };

  const requestSignedIn = async () => {
    setBusy(true);
    try {
      await request();
    } finally {
      setBusy(false);
    }
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
          <>
            <span id={FORM_NAME_ID} className="am-visually-hidden">{t('carfaxBox.richiediIlReportCarfax')}</span>
            <Form<GuestRequestValues>
              labelledBy={FORM_NAME_ID}
              className="lp-carfax__form"
              rules={GUEST_REQUEST_RULES}
              onSubmit={({ email }) => request((email ?? '').trim())}
              submitLabel={CARFAX_TEXTS.send}
              submitVariant="secondary"
              wideSubmit={false}
            >
              <TextField name="email" label={t('carfaxBox.laTuaEMail')} hint={t('carfaxBox.tiScriviamoQuiQuando')} type="email"
                autoComplete="email" inputMode="email" maxLength={254} required />
            </Form>
          </>
        ) : (
          <Button variant="secondary" busy={busy} onClick={() => (signedIn ? void requestSignedIn() : setAskEmail(true))}>
            {CARFAX_TEXTS.button}
          </Button>
        )}
      </div>
    </section>
  );
}
