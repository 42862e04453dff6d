import { useEffect } from 'react';
import { useBlocker } from '@automercato/router';
import { confirmFx } from '@automercato/shell-api';
import { t } from '../texts';

/**
 * Unsaved changes: leaving the page inside the site asks the shell's confirm dialog; closing or
 * reloading the tab gets the browser's own warning.
 */
export function useUnsavedWarning(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirmFx({
      title: t('useUnsavedWarning.modificheNonSalvate'),
      text: t('useUnsavedWarning.haiModificheNonSalvate'),
      yes: t('useUnsavedWarning.esciSenzaSalvare'),
      no: t('useUnsavedWarning.restaQui'),
      theme: 'danger',
    }).then((leave) => {
      if (!live) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    }, () => live && blocker.reset());
    return () => {
      live = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
