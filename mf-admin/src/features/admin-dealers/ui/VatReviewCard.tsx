import { useState } from 'react';
import { useUnit } from 'effector-react';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminDealerDetail } from '@automercato/api-sdk';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';
import { formatDate } from '@automercato/i18n/format';
import { $reviewError, $reviewing, vatReviewed } from '../model/detail';
import { t } from '../texts';

export const VAT_LABELS = { unconfirmed: t('vatReviewCardStrings.pIvaInVerifica'), confirmed: t('vatReviewCardStrings.pIvaConfermata'), rejected: t('vatReviewCardStrings.pIvaRespinta') } as const;
export const VAT_TONES = { unconfirmed: 'warning', confirmed: 'success', rejected: 'danger' } as const;

/**
 * The partita IVA's review: until an admin (or VIES) confirms it the dealer is not public
 * and cannot buy. Confirm or reject with a reason (kept in the audit trail); the companies that
 * contested the registration of their number are listed here.
 */
export function VatReviewCard({ dealer }: { dealer: AdminDealerDetail }) {
  const [busy, error, review] = useUnit([$reviewing, $reviewError, vatReviewed]);
  const [reason, setReason] = useState('');
  const decide = (decision: 'confirmed' | 'rejected') => review({ decision, reason });
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
      <form className="adm-vat-form" onSubmit={(e) => { e.preventDefault(); decide('confirmed'); }} noValidate>
        <Field
          label={t('vatReviewCard.motivoDellaDecisione')}
          required
          error={error ?? undefined}
          hint={t('vatReviewCard.daACaratteriResta', { MODERATION_REASON_MIN, MODERATION_REASON_MAX, length: reason.trim().length })}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MODERATION_REASON_MAX} rows={3} />
        </Field>
        <div className="adm-vat-actions">
          <Button type="submit" busy={busy} disabled={busy}>{t('vatReviewCard.confermaPartitaIva')}</Button>
          <Button variant="danger" busy={busy} disabled={busy} onClick={() => decide('rejected')}>{t('vatReviewCard.respingi')}</Button>
        </div>
      </form>
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
