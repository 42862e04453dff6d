import { useState } from 'react';
import { useUnit } from 'effector-react';
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminDealerDetail } from '@automercato/api-sdk';
import { Badge } from '@automercato/ui/badge';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { Textarea } from '@automercato/ui/text-input';
import { formatDate } from '@automercato/i18n/format';
import { $reviewError, $reviewing, vatReviewed } from '../model/detail';

export const VAT_LABELS = { unconfirmed: 'P. IVA in verifica', confirmed: 'P. IVA confermata', rejected: 'P. IVA respinta' } as const;
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
      <h2 id="dealer-vat">Verifica della partita IVA</h2>
      <dl className="adm-facts">
        <dt>Partita IVA</dt><dd>{dealer.vat_number}</dd>
        <dt>Stato</dt><dd><Badge tone={VAT_TONES[dealer.vat_confirmation]}>{VAT_LABELS[dealer.vat_confirmation]}</Badge></dd>
        <dt>VIES</dt><dd>{({ unchecked: 'non consultato', valid: 'valida', invalid: 'non trovata', pending: 'in attesa di risposta' } as Record<string, string>)[dealer.vat_status] ?? dealer.vat_status}</dd>
        {dealer.vat_confirmed_at ? (<><dt>Decisa il</dt><dd>{formatDate(dealer.vat_confirmed_at)}</dd></>) : null}
        {dealer.vat_review_reason ? (<><dt>Motivo</dt><dd>{dealer.vat_review_reason}</dd></>) : null}
      </dl>
      <form className="adm-vat-form" onSubmit={(e) => { e.preventDefault(); decide('confirmed'); }} noValidate>
        <Field
          label="Motivo della decisione"
          required
          error={error ?? undefined}
          hint={`Da ${MODERATION_REASON_MIN} a ${MODERATION_REASON_MAX} caratteri, resta nel registro delle modifiche (${reason.trim().length} scritti).`}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MODERATION_REASON_MAX} rows={3} />
        </Field>
        <div className="adm-vat-actions">
          <Button type="submit" busy={busy} disabled={busy}>Conferma partita IVA</Button>
          <Button variant="danger" busy={busy} disabled={busy} onClick={() => decide('rejected')}>Respingi</Button>
        </div>
      </form>
      <h3>Contestazioni ({dealer.vat_contests.length})</h3>
      {dealer.vat_contests.length === 0 ? <p>Nessuna azienda ha contestato questa partita IVA.</p> : (
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
