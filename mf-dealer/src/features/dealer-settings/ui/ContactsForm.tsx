import { useState } from 'react';
import { useUnit } from 'effector-react';
import type { DealerSettings } from '@automercato/api-sdk';
import { checkContacts, DESCRIPTION_MAX } from '@automercato/validation/dealer-settings';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { Textarea, TextInput } from '@automercato/ui/text-input';
import { $errors, $saving, sectionInvalid, sectionSubmitted } from '../model/settings';
import { PlaceNotice } from './PlaceNotice';
import { t } from '../texts';

type Contacts = Pick<DealerSettings, 'email' | 'phone' | 'website' | 'address' | 'city' | 'province_code' | 'postal_code' | 'description'>;

/** The contacts and the public card's text: what buyers see on the listing pages. */
export function ContactsForm({ initial }: { initial: Contacts }) {
  const [values, setValues] = useState({
    email: initial.email, phone: initial.phone ?? '', website: initial.website ?? '', address: initial.address, city: initial.city,
    province_code: initial.province_code ?? '', postal_code: initial.postal_code ?? '', description: initial.description,
  });
  const [errors, saving] = useUnit([$errors, $saving]);
  const [submit, invalid] = useUnit([sectionSubmitted, sectionInvalid]);
  const mine = errors.contacts ?? {};
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <form
      className="am-settings-form"
      aria-labelledby="settings-contacts"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkContacts(values);
        if (Object.keys(checked.errors).length) invalid({ section: 'contacts', errors: checked.errors });
        else submit({ section: 'contacts', body: values });
      }}
    >
      <h2 id="settings-contacts">{t('contactsForm.contattiESchedaPubblica')}</h2>
      <div className="am-settings-grid">
        <Field label={t('contactsForm.email')} required error={mine.email?.[0]} hint={t('contactsForm.riceveLeRisposteDei')}><TextInput type="email" autoComplete="email" {...bind('email')} /></Field>
        <Field label={t('contactsForm.telefono')} error={mine.phone?.[0]}><TextInput type="tel" autoComplete="tel" {...bind('phone')} /></Field>
        <Field label={t('contactsForm.sitoWeb')} error={mine.website?.[0]}><TextInput type="url" autoComplete="url" {...bind('website')} /></Field>
        <Field label={t('contactsForm.indirizzo')} required error={mine.address?.[0]}><TextInput autoComplete="street-address" {...bind('address')} /></Field>
        <Field label={t('contactsForm.citta')} required error={mine.city?.[0]}><TextInput autoComplete="address-level2" {...bind('city')} /></Field>
        <Field label={t('contactsForm.provincia')} hint={t('contactsForm.siglaPerEsempioMi')} error={mine.province_code?.[0]}><TextInput maxLength={2} {...bind('province_code')} /></Field>
        <Field label={t('contactsForm.cap')} error={mine.postal_code?.[0]}><TextInput inputMode="numeric" autoComplete="postal-code" maxLength={5} {...bind('postal_code')} /></Field>
      </div>
      <PlaceNotice />
      <Field label={t('contactsForm.descrizione')} hint={t('contactsForm.chiSieteECosa', { DESCRIPTION_MAX })} error={mine.description?.[0]}>
        <Textarea rows={4} maxLength={DESCRIPTION_MAX} {...bind('description')} />
      </Field>
      {mine['form'] ? <p className="am-settings-error" role="alert">{mine['form'][0]}</p> : null}
      <div className="am-settings-actions">
        <Button type="submit" busy={saving === 'contacts'}>{t('contactsForm.salvaContatti')}</Button>
      </div>
    </form>
  );
}
