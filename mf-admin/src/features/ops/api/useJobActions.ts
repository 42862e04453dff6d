import { useCallback, useState } from 'react';
import type { JobDetail } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { confirmFx, toastShown } from '@automercato/shell-api';
import { t } from '../texts';

/** A failed job's detail, and "riprova" / "elimina" on it; `done` refreshes the lists. */
export function useJobActions(done: () => void) {
  const api = useApi();
  const [open, setOpen] = useState<{ id: string; job: JobDetail | null; error: string | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const show = useCallback(async (id: string) => {
    setOpen({ id, job: null, error: null });
    try {
      const job = await api.ops.job(id);
      setOpen((current) => (current?.id === id ? { id, job, error: null } : current));
    } catch (error) {
      setOpen((current) => (current?.id === id ? { id, job: null, error: (error as Error).message } : current));
    }
  }, [api]);

  const act = useCallback(async (id: string, kind: 'retry' | 'delete') => {
    setBusy(`${kind}:${id}`);
    try {
      const { message } = kind === 'retry' ? await api.ops.retryJob(id) : await api.ops.deleteJob(id);
      toastShown({ text: message, icon: 'success' });
      setOpen((current) => (current?.id === id ? null : current));
      done();
    } catch (error) {
      toastShown({ title: t('useJobActions.operazioneNonRiuscita'), text: (error as Error).message, icon: 'error' });
    } finally {
      setBusy(null);
    }
  }, [api, done]);

  const retry = useCallback((id: string) => act(id, 'retry'), [act]);
  const remove = useCallback(async (id: string) => {
    const sure = await confirmFx({ title: t('useJobActions.eliminareQuestoLavoro'), text: t('useJobActions.ilLavoroFallitoSparisce'), yes: t('useJobActions.elimina'), theme: 'danger' });
    if (sure) await act(id, 'delete');
  }, [act]);

  return { open, show, close: () => setOpen(null), retry, remove, busy };
}
