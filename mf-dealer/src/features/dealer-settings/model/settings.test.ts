import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type DealerSettings, type DealerSettingsBody } from '@automercato/api-sdk';
import { showToastFx } from '@automercato/shell-api';
import { loadSettingsFx, removeLogoFx, saveSettingsFx, uploadLogoFx } from '../api/settings';
import { $logo, $logoError, $settings, carfaxSwitched, logoChosen, placeNotice, saveSectionFx, settingsOpened } from './settings';
import { draftOf, hoursOf, withBreak, withoutBreak } from './hours';

const SETTINGS: DealerSettings = {
  uuid: 'd-1', name: 'Autosalone Prova', slug: 'autosalone-prova', company_name: 'Prova srl', vat_number: '01234567890',
  email: 'info@prova.it', phone: null, website: null, address: 'Via Roma 1', city: 'Milano', province_code: 'MI', postal_code: '20121',
  country: 'it', latitude: null, longitude: null, description: '', enabled: true, auto_approve_carfax_requests: false, auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 3,
  lead_notification_email_addresses: ['vendite@prova.it'], opening_hours: null, logo: null,
  geocode_status: null, geocode_precision: null, geocode_comune: null,
};

function setup(save?: (body: DealerSettingsBody) => Promise<DealerSettings>) {
  const calls = { saves: [] as Array<{ dealerUuid: string; body: DealerSettingsBody }>, uploads: [] as File[], toasts: [] as Array<{ title?: string; text: string; icon?: string }> };
  const scope = fork({
    handlers: [
      [loadSettingsFx, async () => SETTINGS],
      [saveSettingsFx, async ({ dealerUuid, body }: { dealerUuid: string; body: DealerSettingsBody }) => {
        calls.saves.push({ dealerUuid, body });
        return save ? save(body) : { ...SETTINGS, ...body } as DealerSettings;
      }],
      [uploadLogoFx, async ({ file }: { file: File }) => {
        calls.uploads.push(file);
        return { logo: { url: '/media/dealers/d-1/logo-abc.webp', width: 512, height: 171 } };
      }],
      [removeLogoFx, async () => ({ logo: null })],
      [showToastFx, (toast: { text: string }) => {
        calls.toasts.push(toast);
        return { id: 't', ...toast };
      }],
    ],
  });
  return { scope, calls };
}

const refusal = () => new ApiError('2', 'Alcuni dati inseriti non sono validi: controlla i campi evidenziati.', 422, {
  errors: { 'lead_notification_email_addresses.1': ['Il campo indirizzo 2 deve essere un indirizzo email valido'] },
});

describe('dealer settings model', () => {
  it('loads the settings; a form\'s save is the dealer\'s, updates them and says so', async () => {
    const { scope, calls } = setup();
    await allSettled(settingsOpened, { scope, params: 'd-1' });
    expect(scope.getState($settings)?.email).toBe('info@prova.it');
    const saved = await allSettled(saveSectionFx, { scope, params: { section: 'contacts', body: { phone: '02 1234567' } } });
    expect(saved.status).toBe('done');
    expect(calls.saves).toEqual([{ dealerUuid: 'd-1', body: { phone: '02 1234567' } }]);
    expect(scope.getState($settings)?.phone).toBe('02 1234567');
    expect(calls.toasts.map((t) => t.text)).toEqual(['Contatti salvati.']);
  });

  it('a refused save hands the server\'s error to the form (which shows it) and changes nothing', async () => {
    const { scope, calls } = setup(() => Promise.reject(refusal()));
    await allSettled(settingsOpened, { scope, params: 'd-1' });
    const answer = await allSettled(saveSectionFx, { scope, params: { section: 'leads', body: { lead_notification_email_addresses: ['a@b.it', 'x'] } } });
    expect(answer.status).toBe('fail');
    expect((answer.value as ApiError).fieldErrors).toEqual({ 'lead_notification_email_addresses.1': ['Il campo indirizzo 2 deve essere un indirizzo email valido'] });
    expect(scope.getState($settings)?.lead_notification_email_addresses).toEqual(['vendite@prova.it']);
    // No toast: the form's alert and fields say it.
    expect(calls.toasts).toEqual([]);
  });

  it('a Carfax switch saves at once and says so; one that cannot be saved says why in a toast', async () => {
    let refuse = false;
    const { scope, calls } = setup(async (body) => {
      if (refuse) throw new ApiError('1', 'Servizio non disponibile, riprova.', 503);
      return { ...SETTINGS, ...body } as DealerSettings;
    });
    await allSettled(settingsOpened, { scope, params: 'd-1' });
    await allSettled(carfaxSwitched, { scope, params: { auto_approve_carfax_requests: true } });
    expect(calls.saves.map((s) => s.body)).toEqual([{ auto_approve_carfax_requests: true }]);
    expect(scope.getState($settings)?.auto_approve_carfax_requests).toBe(true);
    expect(calls.toasts.at(-1)).toMatchObject({ text: 'Preferenza sui report Carfax salvata.', icon: 'success' });
    refuse = true;
    await allSettled(carfaxSwitched, { scope, params: { auto_purchase_carfax_reports: true } });
    expect(scope.getState($settings)?.auto_purchase_carfax_reports).toBe(false);
    expect(calls.toasts.at(-1)).toMatchObject({ title: 'Errore', text: 'Servizio non disponibile, riprova.', icon: 'error' });
  });

  it('a logo of the wrong type or too large is refused before sending; a good one is uploaded and shown', async () => {
    const { scope, calls } = setup();
    await allSettled(settingsOpened, { scope, params: 'd-1' });
    await allSettled(logoChosen, { scope, params: new File(['x'], 'logo.gif', { type: 'image/gif' }) });
    expect(scope.getState($logoError)).toBe('Il file «logo.gif» non è un\'immagine JPEG, PNG o WebP.');
    await allSettled(logoChosen, { scope, params: new File([new Uint8Array(6 * 1024 * 1024)], 'enorme.png', { type: 'image/png' }) });
    expect(scope.getState($logoError)).toMatch(/supera i 5 MB/);
    expect(calls.uploads).toEqual([]);
    await allSettled(logoChosen, { scope, params: new File(['x'], 'logo.png', { type: 'image/png' }) });
    expect(calls.uploads).toHaveLength(1);
    expect(scope.getState($logo)?.url).toBe('/media/dealers/d-1/logo-abc.webp');
    expect(scope.getState($logoError)).toBeNull();
  });
});

describe('the place notice', () => {
  it('names the comune and how it was found; warns in Italian when not placed; says nothing before a try', () => {
    expect(placeNotice({ geocode_status: 'placed', geocode_precision: 'comune_province', geocode_comune: "Reggio nell'Emilia" }))
      .toEqual({ tone: 'ok', text: "Sulla mappa: Reggio nell'Emilia (dal nome del comune). Le ricerche per distanza trovano i tuoi annunci da qui." });
    expect(placeNotice({ geocode_status: 'not_found', geocode_precision: null, geocode_comune: null })).toMatchObject({
      tone: 'warning', text: expect.stringMatching(/^Non riusciamo a collocare questo indirizzo sulla mappa/),
    });
    expect(placeNotice({ geocode_status: null, geocode_precision: null, geocode_comune: null })).toBeNull();
  });
});

describe('opening hours drafts', () => {
  it('starts Monday to Saturday 9–19 when nothing was saved; a closed day saves no ranges', () => {
    const draft = draftOf(null);
    expect(draft.mon).toEqual({ open: true, ranges: [{ from: '09:00', to: '19:00' }] });
    expect(draft.sun.open).toBe(false);
    expect(hoursOf(draft).sun).toEqual([]);
    expect(hoursOf(draft).sat).toEqual([{ from: '09:00', to: '19:00' }]);
  });

  it('a lunch break splits the day and joining it back restores the day\'s ends', () => {
    const split = withBreak({ open: true, ranges: [{ from: '08:30', to: '19:30' }] });
    expect(split.ranges).toEqual([{ from: '08:30', to: '12:30' }, { from: '15:00', to: '19:30' }]);
    expect(withoutBreak(split).ranges).toEqual([{ from: '08:30', to: '19:30' }]);
  });
});
