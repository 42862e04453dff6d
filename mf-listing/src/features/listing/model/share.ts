/**
 * Share a listing: the system share sheet (Web Share API) where there is one, else the
 * canonical address copied to the clipboard with a confirmation toast.
 */
import { notify } from '../../../lib/notify';
import { t } from '../texts';

export const SHARE_TEXTS = {
  copied: t('share.linkDellAnnuncioCopiato'),
  copyFailed: (url: string) => t('share.nonEStatoPossibile', { url }),
} as const;

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export async function shareListing(data: ShareData, nav: Navigator | undefined = globalThis.navigator): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (nav && typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: nothing to say.
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // Not allowed here (no user gesture, insecure context…): fall back to the clipboard.
    }
  }
  try {
    if (!nav?.clipboard?.writeText) throw new Error('no clipboard');
    await nav.clipboard.writeText(data.url);
    notify.success(SHARE_TEXTS.copied);
    return 'copied';
  } catch {
    notify.error(SHARE_TEXTS.copyFailed(data.url));
    return 'failed';
  }
}
