import { useState } from 'react';
import type { RemoteName, RemoteRelease } from '@automercato/api-sdk';
import { Field } from '@automercato/ui/field';
import { Select } from '@automercato/ui/select';
import { AuditTrail } from '../../admin-table';
import { t } from '../texts';

/** Who changed which area's map, when, from → to (the page has one trail: one area at a time). */
export function ReleaseAudit({ remotes }: { remotes: readonly RemoteRelease[] }) {
  const [remote, setRemote] = useState<RemoteName | null>(remotes[0]?.remote ?? null);
  if (!remote) return null;
  return (
    <section className="adm-rel-remote" aria-labelledby="adm-rel-audit">
      <h2 id="adm-rel-audit">{t('releaseAudit.storicoDeiRilasci')}</h2>
      <Field label={t('releaseAudit.area')}>
        <Select value={remote} onChange={(e) => setRemote(e.target.value as RemoteName)} options={remotes.map((r) => ({ value: r.remote, label: r.label }))} />
      </Field>
      <AuditTrail entityType="remote" entityId={remote} headingLevel={3} />
    </section>
  );
}
