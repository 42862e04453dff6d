import { useId, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { DealerSettings } from '@automercato/api-sdk';
import { Form, NumberField } from '@automercato/forms';
import { AUTO_PURCHASE_DAILY_CAP_MAX, AUTO_PURCHASE_DAILY_CAP_MIN } from '@automercato/validation/dealer-settings';
import { Switch } from '@automercato/ui/checkbox';
import { $switchSaving, carfaxSwitched, saveSectionFx } from '../model/settings';
import { CAP_RULES, capBody, capValuesOf, type CapValues } from '../model/forms';
import { t } from '../texts';

type CarfaxSettings = Pick<DealerSettings, 'auto_approve_carfax_requests' | 'auto_purchase_carfax_reports' | 'auto_purchase_daily_cap'>;

/**
 * Buyers' Carfax requests: the auto-approval shares a report the listing already has; buying one
 * for a listing without a report is a separate choice, because each purchase spends a plan report
 * or a credit, with a daily cap. The switches show what is saved and save at once; the cap is a
 * form of its own.
 */
export function CarfaxSettingsForm({ settings }: { settings: CarfaxSettings }) {
  const headingId = useId();
  const [switchSaving, switched, save] = useUnit([$switchSaving, carfaxSwitched, saveSectionFx]);
  const cap = settings.auto_purchase_daily_cap;
  const initialValues = useMemo(() => capValuesOf({ auto_purchase_daily_cap: cap }), [cap]);

  return (
    <section className="am-settings-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('carfaxSettingsForm.reportCarfax')}</h2>
      <div className="am-settings-switches">
        <Switch
          label={t('carfaxSettingsForm.approvaAutomaticamenteLeRichieste')}
          description={t('carfaxSettingsForm.seLAnnuncioHa')}
          checked={settings.auto_approve_carfax_requests}
          disabled={switchSaving}
          onChange={(event) => switched({ auto_approve_carfax_requests: event.target.checked })}
        />
        <Switch
          label={t('carfaxSettingsForm.acquistaAutomaticamenteIlReport')}
          description={t('carfaxSettingsForm.ogniAcquistoAutomaticoConsuma')}
          checked={settings.auto_purchase_carfax_reports}
          disabled={switchSaving || !settings.auto_approve_carfax_requests}
          onChange={(event) => switched({ auto_purchase_carfax_reports: event.target.checked })}
        />
      </div>
      <Form<CapValues>
        labelledBy={headingId}
        rules={CAP_RULES}
        initialValues={initialValues}
        onSubmit={async (values) => {
          await save({ section: 'carfax', body: capBody(values) });
        }}
        submitLabel={t('carfaxSettingsForm.salvaIlLimite')}
        wideSubmit={false}
      >
        <NumberField
          name="auto_purchase_daily_cap"
          label={t('carfaxSettingsForm.acquistiAutomaticiAlGiorno')}
          hint={t('carfaxSettingsForm.daAOltreIl', { AUTO_PURCHASE_DAILY_CAP_MIN, AUTO_PURCHASE_DAILY_CAP_MAX })}
          className="am-settings-inline"
        />
      </Form>
    </section>
  );
}
