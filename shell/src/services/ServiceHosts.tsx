/**
 * Where the shell renders the toast and confirm units of @automercato/shell-api. The live
 * region of the toasts is always on the page (screen readers need it before the first
 * toast); the views load with the first toast or dialog, so the home page does not pay
 * for them.
 */
import { Suspense, lazy, useState } from 'react';
import { $confirm, $toasts } from '@automercato/shell-api';
import { useStoreValue } from '../lib/useStoreValue';
import { t } from './home-texts';

const ToastItems = lazy(() => import('./ToastItems'));
const ConfirmHost = lazy(() => import('./ConfirmHost'));

/** True from the first time `value` is truthy (a view, once loaded, stays mounted). */
function useSticky(value: boolean): boolean {
  const [seen, setSeen] = useState(false);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export function ServiceHosts() {
  const toasts = useSticky(useStoreValue($toasts).length > 0);
  const confirm = useSticky(useStoreValue($confirm) !== null);
  return (
    <>
      <section aria-label={t('serviceHosts.notifiche')} className="am-toast-region am-toast-region--top-right">
        <ol className="am-toast-region__list" aria-live="polite" aria-relevant="additions text" aria-atomic="false">
          {toasts ? (
            <Suspense fallback={null}>
              <ToastItems />
            </Suspense>
          ) : null}
        </ol>
      </section>
      {confirm ? (
        <Suspense fallback={null}>
          <ConfirmHost />
        </Suspense>
      ) : null}
    </>
  );
}
