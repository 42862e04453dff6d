/** Toasts through the shell (SPEC §3 "Toast"; titles of SPEC §8). */
import { errorTexts } from '@automercato/api-sdk';
import { toastShown } from '@automercato/shell-api';

export const notify = {
  success: (text: string) => toastShown({ title: errorTexts.successTitle, text, icon: 'success' }),
  error: (text: string) => toastShown({ title: errorTexts.errorTitle, text, icon: 'error' }),
  warning: (text: string, title = 'Attenzione') => toastShown({ title, text, icon: 'warning' }),
  info: (text: string, title?: string) => toastShown({ ...(title ? { title } : {}), text, icon: 'info' }),
};
