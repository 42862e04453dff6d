import { useState } from 'react';
import { useUnit } from 'effector-react';
import type { DealerSettings } from '@automercato/api-sdk';
import {
  AUTO_PURCHASE_DAILY_CAP_MAX, AUTO_PURCHASE_DAILY_CAP_MIN, checkAutoPurchaseDailyCap,
} from '@automercato/validation/dealer-settings';
import { Button } from '@automercato/ui/button';
import { Switch } from '@automercato/ui/checkbox';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { $errors, $saving, sectionInvalid, sectionSubmitted } from '../model/settings';
import { t } from '../texts';

type CarfaxSettings = Pick<DealerSettings, 'auto_approve_carfax_requests' | 'auto_purchase_carfax_reports' | 'auto_purchase_daily_cap'>;

/**
 * Buyers' Carfax requests: the auto-approval shares a report the listing already has; buying one
 * for a listing without a report is a separate choice, because each purchase spends a plan report
 * or a credit, with a daily cap.
 */
export function CarfaxSettingsForm({ settings }: { settings: CarfaxSettings }) {
  const [cap, setCap] = useState(String(settings.auto_purchase_daily_cap));
  const [errors, saving] = useUnit([$errors, $saving]);
  const [submit, invalid] = useUnit([sectionSubmitted, sectionInvalid]);
  const mine = errors.carfax ?? {};
  const busy = saving === 'carfax';

  return (
    <form
      className="am-settings-form"
      aria-labelledby="settings-carfax"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(cap.trim() || Number.NaN);
        const problem = checkAutoPurchaseDailyCap(value);
        if (problem) invalid({ section: 'carfax', errors: { auto_purchase_daily_cap: [problem] } });
        else submit({ section: 'carfax', body: { auto_purchase_daily_cap: value } });
      }}
    >
      <h2 id="settings-carfax">{t('carfaxSettingsForm.reportCarfax')}</h2>
      <div className="am-settings-switches">
        <Switch
          label={t('carfaxSettingsForm.approvaAutomaticamenteLeRichieste')}
          description={t('carfaxSettingsForm.seLAnnuncioHa')}
          checked={settings.auto_approve_carfax_requests}
          disabled={busy}
          onChange={(event) => submit({ section: 'carfax', body: { auto_approve_carfax_requests: event.target.checked } })}
        />
        <Switch
          label={t('carfaxSettingsForm.acquistaAutomaticamenteIlReport')}
          description={t('carfaxSettingsForm.ogniAcquistoAutomaticoConsuma')}
          checked={settings.auto_purchase_carfax_reports}
          disabled={busy || !settings.auto_approve_carfax_requests}
          onChange={(event) => submit({ section: 'carfax', body: { auto_purchase_carfax_reports: event.target.checked } })}
        />
      </div>
      <div className="am-settings-inline">
        <Field
          label={t('carfaxSettingsForm.acquistiAutomaticiAlGiorno')}
          hint={t('carfaxSettingsForm.daAOltreIl', { AUTO_PURCHASE_DAILY_CAP_MIN, AUTO_PURCHASE_DAILY_CAP_MAX })}
          error={mine['auto_purchase_daily_cap']?.[0]}
        >
          <TextInput
            type="number" inputMode="numeric" min={AUTO_PURCHASE_DAILY_CAP_MIN} max={AUTO_PURCHASE_DAILY_CAP_MAX} step={1}
            value={cap} onChange={(event) => setCap(event.target.value)}
          />
        </Field>
      </div>
      {mine['form'] ? <p className="am-settings-error" role="alert">{mine['form'][0]}</p> : null}
      <div className="am-settings-actions">
        <Button type="submit" busy={busy}>{t('carfaxSettingsForm.salvaIlLimite')}</Button>
      </div>
    </form>
  );
}
