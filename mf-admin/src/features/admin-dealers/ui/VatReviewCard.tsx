import { useUnit } from 'effector-react';
import { useForm, useFormState } from 'react-final-form';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminDealerDetail } from '@automercato/api-sdk';
import { Form, TextAreaField } from '@automercato/forms';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { formatDate } from '@automercato/i18n/format';
import { submitReviewFx } from '../model/detail';
import { VAT_REVIEW_RULES, onReasonField, type VatDecision, type VatReviewValues } from '../model/forms';
import { t } from '../texts';

export const VAT_LABELS = { unconfirmed: t('vatReviewCardStrings.pIvaInVerifica'), confirmed: t('vatReviewCardStrings.pIvaConfermata'), rejected: t('vatReviewCardStrings.pIvaRespinta') } as const;
export const VAT_TONES = { unconfirmed: 'warning', confirmed: 'success', rejected: 'danger' } as const;

/** Conferma (the form's submit) and Respingi: each says which decision the submit carries. */
function DecisionButtons() {
  const form = useForm<VatReviewValues>();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const choose = (decision: VatDecision) => form.change('decision', decision);
  return (
    <div className="adm-vat-actions">
      <Button type="submit" busy={submitting} disabled={submitting} onClick={() => choose('confirmed')}>{t('vatReviewCard.confermaPartitaIva')}</Button>
      <Button type="submit" variant="danger" busy={submitting} disabled={submitting} onClick={() => choose('rejected')}>{t('vatReviewCard.respingi')}</Button>
    </div>
  );
}

/** What the form checks: the reason (the decision rides along, set by the buttons). */
type VatReviewText = Pick<VatReviewValues, 'reason'>;
const INITIAL: VatReviewValues = { decision: 'confirmed' };

/**
 * The partita IVA's review: until an admin (or VIES) confirms it the dealer is not public
 * and cannot buy. Confirm or reject with a reason (kept in the audit trail, checked on
 * the forms kit); the companies that
 * contested the registration of their number are listed here.
 */
export function VatReviewCard({ dealer }: { dealer: AdminDealerDetail }) {
  const review = useUnit(submitReviewFx);
  const onSubmit = async (values: VatReviewText): Promise<void> => {
    // The decision is not typed: the button pressed put it in the values.
    const { decision = 'confirmed', reason = '' } = values as VatReviewValues;
    try {
      await review({ decision, reason });
    } catch (error) {
      throw onReasonField(error);
    }
  };
  return (
    <section className="adm-card" aria-labelledby="dealer-vat">
      <h2 id="dealer-vat">{t('vatReviewCard.verificaDellaPartitaIva')}</h2>
      <dl className="adm-facts">
        <dt>{t('vatReviewCard.partitaIva')}</dt><dd>{dealer.vat_number}</dd>
        <dt>{t('vatReviewCard.stato')}</dt><dd><Badge tone={VAT_TONES[dealer.vat_confirmation]}>{VAT_LABELS[dealer.vat_confirmation]}</Badge></dd>
        <dt>{t('vatReviewCard.vies')}</dt><dd>{({ unchecked: t('vatReviewCardStrings.nonConsultato'), valid: 'valida', invalid: t('vatReviewCardStrings.nonTrovata'), pending: t('vatReviewCardStrings.inAttesaDiRisposta') } as Record<string, string>)[dealer.vat_status] ?? dealer.vat_status}</dd>
        {dealer.vat_confirmed_at ? (<><dt>{t('vatReviewCard.decisaIl')}</dt><dd>{formatDate(dealer.vat_confirmed_at)}</dd></>) : null}
        {dealer.vat_review_reason ? (<><dt>{t('vatReviewCard.motivo')}</dt><dd>{dealer.vat_review_reason}</dd></>) : null}
      </dl>
      <Form<VatReviewText> labelledBy="dealer-vat" className="adm-vat-form" rules={VAT_REVIEW_RULES} initialValues={INITIAL as VatReviewText} onSubmit={onSubmit}>
        <TextAreaField
          name="reason"
          label={t('vatReviewCard.motivoDellaDecisione')}
          required
          maxLength={MODERATION_REASON_MAX}
          rows={3}
          hint={(reason) => t('vatReviewCard.daACaratteriResta', { MODERATION_REASON_MIN, MODERATION_REASON_MAX, length: reason.trim().length })}
        />
        <DecisionButtons />
      </Form>
      <h3>{t('vatReviewCard.contestazioni')}{dealer.vat_contests.length})</h3>
      {dealer.vat_contests.length === 0 ? <p>{t('vatReviewCard.nessunaAziendaHaContestato')}</p> : (
        <ul className="adm-contests">
          {dealer.vat_contests.map((c) => (
            <li key={c.uuid}>
              <strong>{c.company_name}</strong> — <a href={`mailto:${c.email}`}>{c.email}</a>, {formatDate(c.created_at)}
              <p>{c.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
