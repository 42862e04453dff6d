import { errorTexts } from '@automercato/api-sdk';

/**
 * The shell's error toast (title 'Errore', SPEC §8). shell-api is loaded on demand so that
 * the home widget does not depend on it (the toast only matters when something failed).
 */
export function notifyError(text: string): void {
  void import('@automercato/shell-api').then(
    ({ toastShown }) => toastShown({ title: errorTexts.errorTitle, text, icon: 'error' }),
    () => console.error(`[mf-search] ${text}`),
  );
}
