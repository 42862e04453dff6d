import { useEffect, useRef } from 'react';
import { useBlocker } from '@automercato/router';
import { confirmFx } from '@automercato/shell-api';
import { t } from '../texts';

/**
 * Unsaved changes: leaving the page inside the site asks the shell's confirm dialog; closing or
 * reloading the tab gets the browser's own warning. `dirty` is the state on screen; `dirtyNow`,
 * asked when a navigation starts, may know better (a save under way moves a new listing to its
 * own address before the screen has caught up).
 */
export function useUnsavedWarning(dirty: boolean, dirtyNow?: () => boolean) {
  const askNow = useRef(dirtyNow);
  useEffect(() => {
    askNow.current = dirtyNow;
  }, [dirtyNow]);
  const isDirty = () => (askNow.current ? askNow.current() : dirty);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname);

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
      if (askNow.current && !askNow.current()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
