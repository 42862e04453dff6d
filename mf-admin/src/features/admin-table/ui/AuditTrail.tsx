/**
 * "Registro delle modifiche": who changed what on this user, dealer, dealer admin or listing,
 * when, from which address, with the values before and after. Read-only, newest first.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import type { AuditEntityType } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { formatDate } from '@automercato/i18n/format';
import { actorOf, auditList, changesOf, describeAction } from '../model/audit';
import './admin-table.css';
import { t } from '../texts';

export function AuditTrail({ entityType, entityId, headingLevel = 2 }: { entityType: AuditEntityType; entityId: string; headingLevel?: 2 | 3 }) {
  const [page, status, opened, retried] = useUnit([auditList.$list, auditList.$status, auditList.listOpened, auditList.listRetried]);
  useEffect(() => { opened({ entity_type: entityType, entity_id: entityId, per_page: 20 }); }, [entityType, entityId, opened]);
  const H = `h${headingLevel}` as const;
  const rows = page?.items.filter((e) => e.entity_type === entityType && e.entity_id === entityId) ?? [];

  return (
    <section className="adm-audit" aria-labelledby={`audit-${entityId}`}>
      <H id={`audit-${entityId}`}>{t('auditTrail.registroDelleModifiche')}</H>
      {status === 'error' ? (
        <p role="alert">{t('auditTrail.impossibileCaricareIlRegistro')}<Button variant="secondary" size="sm" onClick={() => retried()}>{t('auditTrail.riprova')}</Button></p>
      ) : status === 'loading' && !rows.length ? (
        <p aria-busy="true">{t('auditTrail.caricamentoDelRegistro')}</p>
      ) : rows.length === 0 ? (
        <p>{t('auditTrail.nessunaModificaRegistrata')}</p>
      ) : (
        <ol className="adm-audit__list">
          {rows.map((entry) => (
            <li key={entry.id} className="adm-audit__item">
              <strong>{describeAction(entry.action)}</strong>
              <span className="adm-audit__meta">
                {formatDate(entry.at, 'datetime')} · {actorOf(entry)}{entry.ip ? t('auditTrail.da', { ip: entry.ip }) : ''}
              </span>
              {changesOf(entry).length ? (
                <ul className="adm-audit__changes">
                  {changesOf(entry).map((c) => (
                    <li key={c.field}>
                      <span className="adm-audit__field">{c.label}</span>: {c.before} → {c.after}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
