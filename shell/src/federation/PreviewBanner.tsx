import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@automercato/mf-config/remotes';
import { REMOTE_RELEASE_LABELS } from '@automercato/api-sdk';
import { leavePreview } from './preview';
import { currentRemotesConfig, subscribeRemotesConfig } from './remotes';
import { t } from './home-texts';

/** The areas as an admin calls them (the releases page uses the same words). */
export const REMOTE_LABELS: Readonly<Record<RemoteName, string>> = REMOTE_RELEASE_LABELS;

/** "Ricerca versione 4, Annuncio versione 2" (the map's order), or '' without a preview. */
export function previewText(preview: Partial<Record<RemoteName, string>>): string {
  return (Object.entries(preview) as [RemoteName, string][])
    .map(([remote, version]) => `${REMOTE_LABELS[remote]} versione ${version}`)
    .join(', ');
}

const previewOf = () => previewText(currentRemotesConfig()?.preview ?? {});

/**
 * Shown while the server grants this tab a preview (an admin opened `?preview=mf_search@4`):
 * the admin must not mistake the preview for what visitors see.
 */
export function PreviewBanner({ onLeave = () => leavePreview() }: { onLeave?: () => void }) {
  const text = useSyncExternalStore(subscribeRemotesConfig, previewOf, () => '');
  if (!text) return null;
  return (
    <div className="am-preview-banner" role="status">
      <span>{t('previewBanner.anteprima')}{text}</span>
      <button type="button" className="am-preview-banner__leave" onClick={onLeave}>{t('previewBanner.esciDallAnteprima')}</button>
    </div>
  );
}
