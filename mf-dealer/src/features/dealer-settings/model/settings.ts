/**
 * The dealer's settings page: load once per dealer, then each form (lead e-mails, Carfax
 * auto-approval, contacts and card, opening hours) saves on its own, with its own errors
 * (the server's Italian messages by field) and a toast. The shell's dealer state (SPEC §3:
 * contacts, autoApproveCarfaxRequests, commsEmail) follows what was saved. Also the logo.
 */
import { createEvent, createStore, sample } from 'effector';
import type { ApiError, DealerLogo, DealerSettings, DealerSettingsBody } from '@automercato/api-sdk';
import { DEALER_SETTINGS_LIMITS } from '@automercato/api-sdk';
import { autoApproveCarfaxRequestsChanged, commsEmailChanged, contactsSet, currentDealerSelected, toastShown, userReset } from '@automercato/shell-api';
import { loadSettingsFx, removeLogoFx, saveSettingsFx, uploadLogoFx, type SettingsSection } from '../api/settings';
import { t } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const settingsOpened = createEvent<string>('settingsOpened');
export const settingsRetried = createEvent('settingsRetried');
export const sectionSubmitted = createEvent<{ section: SettingsSection; body: DealerSettingsBody }>('sectionSubmitted');
/** Errors found before sending (the same rules as the server's). */
export const sectionInvalid = createEvent<{ section: SettingsSection; errors: Record<string, string[]> }>('sectionInvalid');
export const logoChosen = createEvent<File>('logoChosen');
export const logoRemoved = createEvent('logoRemoved');

export const $dealer = createStore<string | null>(null).on(settingsOpened, (_, dealer) => dealer);
export const $settings = createStore<DealerSettings | null>(null)
  .on([loadSettingsFx.doneData, saveSettingsFx.doneData], (_, settings) => settings)
  .reset(settingsOpened, userReset);
export const $status = createStore<LoadStatus>('idle')
  .on(loadSettingsFx, () => 'loading').on(loadSettingsFx.done, () => 'ready').on(loadSettingsFx.fail, () => 'error');
export const $saving = createStore<SettingsSection | null>(null)
  .on(saveSettingsFx, (_, { section }) => section)
  .reset(saveSettingsFx.finally);
/** Per form: messages by field key (`lead_notification_email_addresses.1`, `phone`, `opening_hours.mon`…). */
export const $errors = createStore<Partial<Record<SettingsSection, Record<string, string[]>>>>({})
  .on(sectionSubmitted, (all, { section }) => ({ ...all, [section]: {} }))
  .on(sectionInvalid, (all, { section, errors }) => ({ ...all, [section]: errors }))
  .on(saveSettingsFx.fail, (all, { params, error }) => ({
    ...all,
    [params.section]: Object.keys(error.fieldErrors).length ? error.fieldErrors : { form: [error.message || t('settings.salvataggioNonRiuscitoRiprova')] },
  }))
  .reset(settingsOpened);
export const $logo = createStore<DealerLogo | null>(null)
  .on($settings.updates, (logo, settings) => (settings ? settings.logo : logo))
  .on([uploadLogoFx.doneData, removeLogoFx.doneData], (_, answer) => answer.logo)
  .reset(settingsOpened);
export const $logoError = createStore<string | null>(null)
  .on(uploadLogoFx.failData, (_, error) => error.fieldErrors['logo']?.[0] ?? error.message)
  .reset(logoChosen, settingsOpened, uploadLogoFx.done);
export const $logoBusy = createStore(false).on(uploadLogoFx, () => true).on(removeLogoFx, () => true)
  .reset(uploadLogoFx.finally, removeLogoFx.finally);

sample({ clock: settingsOpened, target: [loadSettingsFx, currentDealerSelected] });
sample({ clock: settingsRetried, source: $dealer, filter: Boolean, target: loadSettingsFx });

sample({
  clock: sectionSubmitted,
  source: { dealerUuid: $dealer, saving: $saving },
  filter: ({ dealerUuid, saving }) => dealerUuid !== null && saving === null,
  fn: ({ dealerUuid }, { section, body }) => ({ dealerUuid: dealerUuid!, section, body }),
  target: saveSettingsFx,
});
const SAVED: Record<SettingsSection, string> = {
  leads: t('settings.indirizziPerIContatti'),
  carfax: t('settings.preferenzaSuiReportCarfax'),
  contacts: t('settings.contattiSalvati'),
  hours: t('settings.orariDiAperturaSalvati'),
};
sample({ clock: saveSettingsFx.done, fn: ({ params }) => ({ text: SAVED[params.section], icon: 'success' as const }), target: toastShown });
sample({
  clock: saveSettingsFx.fail,
  fn: ({ error }: { error: ApiError }) => ({ title: 'Errore', text: Object.keys(error.fieldErrors).length ? t('settings.controllaICampiEvidenziati') : (error.message || t('settings.salvataggioNonRiuscito')), icon: 'error' as const }),
  target: toastShown,
});

// The shell's dealer state (SPEC §3) mirrors the settings.
const known = sample({ clock: $settings.updates, filter: (settings): settings is DealerSettings => settings !== null });
sample({ clock: known, fn: (s) => ({ email: s.email, phone: s.phone, website: s.website, address: s.address, city: s.city }), target: contactsSet });
sample({ clock: known, fn: (s) => s.auto_approve_carfax_requests, target: autoApproveCarfaxRequestsChanged });
sample({ clock: known, fn: (s) => s.lead_notification_email_addresses, target: commsEmailChanged });

/** A logo file checked before sending: type and size (the server reads the real content again). */
export function logoFileError(file: File): string | null {
  const types: readonly string[] = DEALER_SETTINGS_LIMITS.logoTypes;
  if (file.type && !types.includes(file.type)) return t('settings.ilFileNonE', { name: file.name });
  if (file.size > DEALER_SETTINGS_LIMITS.logoMaxFileBytes) return t('settings.ilLogoSuperaI', { name: file.name, v1: DEALER_SETTINGS_LIMITS.logoMaxFileBytes / (1024 * 1024) });
  return null;
}
const checkedLogo = sample({ clock: logoChosen, fn: (file) => ({ file, error: logoFileError(file) }) });
sample({ clock: checkedLogo, filter: ({ error }) => error !== null, fn: ({ error }) => error, target: $logoError });
sample({
  clock: checkedLogo,
  source: { dealerUuid: $dealer, busy: $logoBusy },
  filter: ({ dealerUuid, busy }, { error }) => dealerUuid !== null && !busy && error === null,
  fn: ({ dealerUuid }, { file }) => ({ dealerUuid: dealerUuid!, file }),
  target: uploadLogoFx,
});
sample({ clock: logoRemoved, source: { dealerUuid: $dealer, busy: $logoBusy }, filter: ({ dealerUuid, busy }) => dealerUuid !== null && !busy, fn: ({ dealerUuid }) => dealerUuid!, target: removeLogoFx });
sample({ clock: uploadLogoFx.done, fn: () => ({ text: t('settings.logoCaricato'), icon: 'success' as const }), target: toastShown });
sample({ clock: removeLogoFx.done, fn: () => ({ text: t('settings.logoRimosso'), icon: 'success' as const }), target: toastShown });

/** What the settings say of the dealer's place; null before the server has tried. */
export function placeNotice(
  settings: Pick<DealerSettings, 'geocode_status' | 'geocode_precision' | 'geocode_comune'>,
): { tone: 'ok' | 'warning'; text: string } | null {
  if (settings.geocode_status === 'not_found') {
    return {
      tone: 'warning',
      text: t('settings.nonRiusciamoACollocare')
        + t('settings.fincheNonELocalizzato'),
    };
  }
  if (settings.geocode_status === 'placed' && settings.geocode_comune) {
    const how = settings.geocode_precision === 'postal_code' ? t('settings.dalCap')
      : settings.geocode_precision === 'given' ? '' : t('settings.dalNomeDelComune');
    return {
      tone: 'ok',
      text: t('settings.sullaMappaLeRicerche', { geocode_comune: settings.geocode_comune, how }),
    };
  }
  return null;
}
