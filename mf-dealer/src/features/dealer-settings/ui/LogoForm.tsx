import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { $logo, $logoBusy, $logoError, logoChosen, logoRemoved } from '../model/settings';
import { t } from '../texts';

/** The logo: the stored one, or a local preview of the chosen file while it uploads. */
export function LogoForm({ dealerName }: { dealerName: string }) {
  const [logo, busy, error] = useUnit([$logo, $logoBusy, $logoError]);
  const [choose, remove] = useUnit([logoChosen, logoRemoved]);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The local preview lives until the upload ends.
  useEffect(() => {
    if (!busy && preview) {
      URL.revokeObjectURL(preview);
      setPreview(null);
    }
  }, [busy, preview]);

  const shown = preview ?? logo?.url ?? null;
  return (
    <section className="am-settings-form" aria-labelledby="settings-logo">
      <h2 id="settings-logo">{t('logoForm.logo')}</h2>
      <div className="am-dealer-logo">
        {shown ? (
          <img className="am-dealer-logo__image" src={shown} alt={t('logoForm.logoDi', { dealerName })} data-testid="logo-preview" />
        ) : (
          <p className="am-dealer-logo__none">{t('logoForm.nessunLogoCaricato')}</p>
        )}
        <div className="am-settings-actions">
          <label className="am-btn am-btn--secondary am-btn--md am-dealer-logo__pick">
            {logo ? t('logoForm.sostituisciIlLogo') : t('logoForm.caricaIlLogo')}
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="am-visually-hidden"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                if (typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
                choose(file);
                event.target.value = '';
              }}
            />
          </label>
          {logo ? <Button variant="ghost" onClick={() => remove()} busy={busy}>{t('logoForm.rimuoviIlLogo')}</Button> : null}
        </div>
        <p className="am-settings-note">{t('logoForm.jpegPngOWebp')}</p>
        {error ? <p className="am-settings-error" role="alert">{error}</p> : null}
      </div>
    </section>
  );
}
