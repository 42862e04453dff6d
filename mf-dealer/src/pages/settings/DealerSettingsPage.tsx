/**
 * /dealer/{uuid}/settings: where leads are mailed, the Carfax auto-approval, the contacts and
 * the public card (description, opening hours, logo). Each part saves on its own.
 */
import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useParams } from '@automercato/router';
import { Spinner } from '@automercato/ui/spinner';
import { ErrorState } from '@automercato/ui/states';
import { useDealerPlan } from '../../features/plan/ui/useDealerPlan';
import { DealerAreaLayout } from '@automercato/entities/area-nav';
import { $settings, $status, settingsOpened, settingsRetried } from '../../features/dealer-settings/model/settings';
import { LeadEmailsForm } from '../../features/dealer-settings/ui/LeadEmailsForm';
import { CarfaxSettingsForm } from '../../features/dealer-settings/ui/CarfaxSettingsForm';
import { ContactsForm } from '../../features/dealer-settings/ui/ContactsForm';
import { OpeningHoursForm } from '../../features/dealer-settings/ui/OpeningHoursForm';
import { LogoForm } from '../../features/dealer-settings/ui/LogoForm';
import '../../features/leads/ui/leads.css';
import '../../features/dealer-settings/ui/settings.css';
import { t } from './texts';

export function DealerSettingsPage() {
  const { dealerUuid = '' } = useParams();
  useDealerPlan(dealerUuid);
  const [settings, status] = useUnit([$settings, $status]);
  const [open, retry] = useUnit([settingsOpened, settingsRetried]);
  useEffect(() => {
    open(dealerUuid);
  }, [dealerUuid, open]);

  let body;
  if (!settings && status === 'error') {
    body = <ErrorState title={t('dealerSettingsPage.impossibileCaricareLeImpostazioni')} onRetry={() => retry()} />;
  } else if (!settings) {
    body = <p><Spinner size="sm" decorative />{t('dealerSettingsPage.caricamentoDelleImpostazioni')}</p>;
  } else {
    body = (
      // Keyed by dealer: another dealer's page starts from its own values.
      <div key={settings.uuid} className="am-settings">
        <LeadEmailsForm initial={settings.lead_notification_email_addresses} fallback={settings.email} />
        <CarfaxSettingsForm settings={settings} />
        <ContactsForm initial={settings} />
        <OpeningHoursForm initial={settings.opening_hours} />
        <LogoForm dealerName={settings.name} />
      </div>
    );
  }

  return (
    <DealerAreaLayout dealerUuid={dealerUuid}>
      <div className="am-settings-page">
        <title>{t('dealerSettingsPage.impostazioniAutomercato')}</title>
        <h1>{t('dealerSettingsPage.impostazioni')}</h1>
        {body}
      </div>
    </DealerAreaLayout>
  );
}
