/** The calls of the settings page, as effects over the one API client. */
import { createEffect } from 'effector';
import type { ApiError, DealerLogo, DealerSettings, DealerSettingsBody } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

/** Which part of the page a save comes from (its toast says which). */
export type SettingsSection = 'leads' | 'carfax' | 'contacts' | 'hours';

export const loadSettingsFx = createEffect<string, DealerSettings, ApiError>({
  name: 'loadSettingsFx',
  handler: (dealerUuid) => getApi().dealers.settings(dealerUuid),
});

export const saveSettingsFx = createEffect<{ dealerUuid: string; section: SettingsSection; body: DealerSettingsBody }, DealerSettings, ApiError>({
  name: 'saveSettingsFx',
  handler: ({ dealerUuid, body }) => getApi().dealers.updateSettings(dealerUuid, body),
});

export const uploadLogoFx = createEffect<{ dealerUuid: string; file: File }, { logo: DealerLogo | null }, ApiError>({
  name: 'uploadLogoFx',
  handler: ({ dealerUuid, file }) => getApi().dealers.uploadLogo(dealerUuid, file),
});

export const removeLogoFx = createEffect<string, { logo: DealerLogo | null }, ApiError>({
  name: 'removeLogoFx',
  handler: (dealerUuid) => getApi().dealers.removeLogo(dealerUuid),
});
