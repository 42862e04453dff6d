import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { ApiError, type DealerSettings, type DealerSettingsBody } from '@automercato/api-sdk';
import { $autoApproveCarfaxRequests, $commsEmail, showToastFx } from '@automercato/shell-api';
import { loadSettingsFx, removeLogoFx, saveSettingsFx, uploadLogoFx } from '../api/settings';
import { $errors, $logo, $logoError, $settings, logoChosen, placeNotice, sectionSubmitted, settingsOpened } from './settings';
import { draftOf, hoursOf, withBreak, withoutBreak } from './hours';

const SETTINGS: DealerSettings = {
  uuid: 'd-1', name: 'Autosalone Prova', slug: 'autosalone-prova', company_name: 'Prova srl', vat_number: '01234567890',
  email: 'info@prova.it', phone: null, website: null, address: 'Via Roma 1', city: 'Milano', province_code: 'MI', postal_code: '20121',
  country: 'it', latitude: null, longitude: null, description: '', enabled: true, auto_approve_carfax_requests: false, auto_purchase_carfax_reports: false, auto_purchase_daily_cap: 3,
  lead_notification_email_addresses: ['vendite@prova.it'], opening_hours: null, logo: null,
  geocode_status: null, geocode_precision: null, geocode_comune: null,
};

function setup(save?: (body: DealerSettingsBody) => Promise<DealerSettings>) {
  const calls = { saves: [] as DealerSettingsBody[], uploads: [] as File[], toasts: [] as Array<{ text: string }> };
  const scope = fork({
    handlers: [
      [loadSettingsFx, async () => SETTINGS],
      [saveSettingsFx, async ({ body }: { body: DealerSettingsBody }) => {
        calls.saves.push(body);
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

describe('dealer settings model', () => {
  it('loads the settings and mirrors them into the shell\'s dealer state; a save does too', async () => {
    const { scope, calls } = setup();
    await allSettled(settingsOpened, { scope, params: 'd-1' });
    expect(scope.getState($settings)?.email).toBe('info@prova.it');
    expect(scope.getState($commsEmail)).toEqual(['vendite@prova.it']);
    await allSettled(sectionSubmitted, { scope, params: { section: 'carfax', body: { auto_approve_carfax_requests: true } } });
    expect(calls.saves).toEqual([{ auto_approve_carfax_requests: true }]);
    expect(scope.getState($autoApproveCarfaxRequests)).toBe(true);
    expect(calls.toasts.map((t) => t.text)).toContain('Preferenza sui report Carfax salvata.');
  });

  it('a refused save keeps the server\'s messages with the form they belong to', async () => {
    const { scope } = setup(() => Promise.reject(new ApiError('2', 'Dati non validi', 422, {
      errors: { 'lead_notification_email_addresses.1': ['Il campo indirizzo 2 deve essere un indirizzo email valido'] },
    })));
    await allSettled(settingsOpened, { scope, params: 'd-1' });
    await allSettled(sectionSubmitted, { scope, params: { section: 'leads', body: { lead_notification_email_addresses: ['a@b.it', 'x'] } } });
    expect(scope.getState($errors).leads).toEqual({ 'lead_notification_email_addresses.1': ['Il campo indirizzo 2 deve essere un indirizzo email valido'] });
    expect(scope.getState($errors).contacts).toBeUndefined();
    expect(scope.getState($settings)?.lead_notification_email_addresses).toEqual(['vendite@prova.it']);
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
