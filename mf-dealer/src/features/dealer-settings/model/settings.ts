/**
 * The dealer's settings page: load once per dealer, then each form (lead e-mails, Carfax, contacts
 * and card, opening hours) saves on its own. The forms' fields, their checks and the server's
 * messages on them live in the forms (@automercato/forms, rules in ./forms); here are the loading,
 * the save calls, their toasts, the Carfax switches (they save at once) and the logo.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { ApiError, DealerLogo, DealerSettings, DealerSettingsBody } from '@automercato/api-sdk';
import { DEALER_SETTINGS_LIMITS } from '@automercato/api-sdk';
import { currentDealerSelected, toastShown, userReset } from '@automercato/shell-api';
import { loadSettingsFx, removeLogoFx, saveSettingsFx, uploadLogoFx, type SettingsSection } from '../api/settings';
import { t } from '../texts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const settingsOpened = createEvent<string>('settingsOpened');
export const settingsRetried = createEvent('settingsRetried');
/** A Carfax switch was flipped: it saves at once. */
export const carfaxSwitched = createEvent<Pick<DealerSettingsBody, 'auto_approve_carfax_requests' | 'auto_purchase_carfax_reports'>>('carfaxSwitched');
export const logoChosen = createEvent<File>('logoChosen');
export const logoRemoved = createEvent('logoRemoved');

export const $dealer = createStore<string | null>(null).on(settingsOpened, (_, dealer) => dealer);
export const $settings = createStore<DealerSettings | null>(null)
  .on([loadSettingsFx.doneData, saveSettingsFx.doneData], (_, settings) => settings)
  .reset(settingsOpened, userReset);
export const $status = createStore<LoadStatus>('idle')
  .on(loadSettingsFx, () => 'loading').on(loadSettingsFx.done, () => 'ready').on(loadSettingsFx.fail, () => 'error');

sample({ clock: settingsOpened, target: [loadSettingsFx, currentDealerSelected] });
sample({ clock: settingsRetried, source: $dealer, filter: Boolean, target: loadSettingsFx });

const ofDealer = (params: { section: SettingsSection; body: DealerSettingsBody }, dealerUuid: string | null) => ({
  // The forms are shown only once the dealer's settings are loaded, so the dealer is known.
  dealerUuid: dealerUuid ?? '',
  ...params,
});

/**
 * A form's save, for its onSubmit: resolves with the saved settings, or rejects with the API's
 * error, whose messages the forms kit puts on the fields.
 */
export const saveSectionFx = attach({ source: $dealer, mapParams: ofDealer, effect: saveSettingsFx });

/** A Carfax switch's save; while it runs the switches wait. */
export const saveSwitchFx = attach({ source: $dealer, mapParams: ofDealer, effect: saveSettingsFx });
export const $switchSaving = saveSwitchFx.pending;
sample({
  clock: carfaxSwitched,
  source: { dealerUuid: $dealer, busy: $switchSaving },
  filter: ({ dealerUuid, busy }) => dealerUuid !== null && !busy,
  fn: (_, body) => ({ section: 'carfax' as const, body }),
  target: saveSwitchFx,
});

const SAVED: Record<SettingsSection, string> = {
  leads: t('settings.indirizziPerIContatti'),
  carfax: t('settings.preferenzaSuiReportCarfax'),
  contacts: t('settings.contattiSalvati'),
  hours: t('settings.orariDiAperturaSalvati'),
};
sample({ clock: saveSettingsFx.done, fn: ({ params }) => ({ text: SAVED[params.section], icon: 'success' as const }), target: toastShown });
// A form says its own failure (its alert and fields); a switch has no place for it but a toast.
sample({
  clock: saveSwitchFx.failData,
  fn: (error: ApiError) => ({ title: t('settings.errorTitle'), text: error.message || t('settings.salvataggioNonRiuscito'), icon: 'error' as const }),
  target: toastShown,
});

// ── The logo: a file chosen is checked and uploaded at once (no form to fill) ──────────────

export const $logo = createStore<DealerLogo | null>(null)
  .on($settings.updates, (logo, settings) => (settings ? settings.logo : logo))
  .on([uploadLogoFx.doneData, removeLogoFx.doneData], (_, answer) => answer.logo)
  .reset(settingsOpened);
export const $logoError = createStore<string | null>(null)
  .on(uploadLogoFx.failData, (_, error) => error.fieldErrors['logo']?.[0] ?? error.message)
  .reset(logoChosen, settingsOpened, uploadLogoFx.done);
export const $logoBusy = createStore(false).on(uploadLogoFx, () => true).on(removeLogoFx, () => true)
  .reset(uploadLogoFx.finally, removeLogoFx.finally);

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
