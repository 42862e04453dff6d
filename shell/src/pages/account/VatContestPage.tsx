/**
 * /contesta-partita-iva: a company whose partita IVA another dealer registered tells the
 * admins (POST /api/register-dealer/vat-contest). Until the admins confirm a number, the dealer that
 * holds it is not public and cannot buy; this form is how the genuine company is heard. Linked from
 * the "partita IVA già registrata" message of the dealer sign-up.
 */
import { useId, useState } from 'react';
import { Link, useSearchParams } from '@automercato/router';
import { compose, email, italianVat, max, min, required } from '@automercato/validation';
import { Form, TextAreaField, TextField, type FormRules } from '@automercato/forms';
import { api } from './session';
import { t } from './texts';

interface ContestValues {
  vat_number?: string;
  company_name?: string;
  email?: string;
  message?: string;
}

const RULES: FormRules<keyof ContestValues> = {
  vat_number: compose(required(t('vatContestPageStrings.partitaIva')), italianVat()),
  company_name: compose(required(t('vatContestPageStrings.ragioneSociale')), min(t('vatContestPageStrings.ragioneSociale'), 2), max(t('vatContestPageStrings.ragioneSociale'), 160)),
  email: compose(required('email'), email('email')),
  message: compose(required('messaggio'), min('messaggio', 10), max('messaggio', 2000)),
};

export const CONTEST_SENT = t('vatContestPageStrings.abbiamoRicevutoLaSegnalazione');

export function VatContestPage() {
  const [query] = useSearchParams();
  const headingId = useId();
  const [sent, setSent] = useState(false);

  const onSubmit = async (values: ContestValues) => {
    await api.dealers.contestVat({
      vat_number: (values.vat_number ?? '').trim(), company_name: (values.company_name ?? '').trim(),
      email: (values.email ?? '').trim(), message: (values.message ?? '').trim(),
    });
    setSent(true);
  };

  return (
    <section className="am-account" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('vatContestPage.contestaUnaPartitaIva')}</h1>
      <div role="status" className="am-status-slot">
        {sent ? (
          <div className="am-notice am-notice--success">
            <p><strong>{t('vatContestPage.segnalazioneInviata')}</strong> {CONTEST_SENT}</p>
          </div>
        ) : null}
      </div>
      {sent ? (
        <p className="am-account__actions"><Link className="am-button" to="/">{t('vatContestPage.tornaAllaHome')}</Link></p>
      ) : (
        <>
          <p className="am-account__lead">{t('vatContestPage.laPartitaIvaDella')}</p>
          <Form<ContestValues>
            labelledBy={headingId}
            rules={RULES}
            initialValues={{ vat_number: query.get('vat') ?? '' }}
            onSubmit={onSubmit}
            submitLabel={t('vatContestPage.inviaLaSegnalazione')}
            busyLabel={t('vatContestPage.invioInCorso')}
          >
            <TextField name="vat_number" label={t('vatContestPage.partitaIva')} inputMode="text" autoComplete="off" required maxLength={40} />
            <TextField name="company_name" label={t('vatContestPage.ragioneSociale')} autoComplete="organization" required maxLength={160} />
            <TextField name="email" label={t('vatContestPage.emailDiContatto')} type="email" inputMode="email" autoComplete="email" required maxLength={254} />
            <TextAreaField
              name="message" label={t('vatContestPage.messaggio')} required maxLength={2000}
              hint={t('vatContestPage.spiegaChiSieteE')}
            />
          </Form>
        </>
      )}
    </section>
  );
}
