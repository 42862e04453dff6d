import { useId, useMemo } from 'react';
import { useUnit } from 'effector-react';
import type { DealerSettings } from '@automercato/api-sdk';
import { Form, TextAreaField, TextField } from '@automercato/forms';
import { DESCRIPTION_MAX } from '@automercato/validation/dealer-settings';
import { saveSectionFx } from '../model/settings';
import { CONTACT_RULES, contactValuesOf, contactsBody, type ContactField, type ContactValues } from '../model/forms';
import { PlaceNotice } from './PlaceNotice';
import { t } from '../texts';

type Contacts = Pick<DealerSettings, ContactField>;

/** The contacts and the public card's text: what buyers see on the listing pages. */
export function ContactsForm({ initial }: { initial: Contacts }) {
  const headingId = useId();
  const save = useUnit(saveSectionFx);
  const { email, phone, website, address, city, province_code, postal_code, description } = initial;
  // Strings only: a new start only when the saved contacts change.
  const initialValues = useMemo(
    () => contactValuesOf({ email, phone, website, address, city, province_code, postal_code, description }),
    [email, phone, website, address, city, province_code, postal_code, description],
  );

  return (
    <section className="am-settings-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('contactsForm.contattiESchedaPubblica')}</h2>
      <Form<ContactValues>
        labelledBy={headingId}
        rules={CONTACT_RULES}
        initialValues={initialValues}
        onSubmit={async (values) => {
          await save({ section: 'contacts', body: contactsBody(values) });
        }}
        submitLabel={t('contactsForm.salvaContatti')}
        wideSubmit={false}
      >
        <div className="am-settings-grid">
          <TextField name="email" label={t('contactsForm.email')} required type="email" inputMode="email" autoComplete="email" maxLength={254} hint={t('contactsForm.riceveLeRisposteDei')} />
          <TextField name="phone" label={t('contactsForm.telefono')} type="tel" inputMode="tel" autoComplete="tel" maxLength={40} />
          <TextField name="website" label={t('contactsForm.sitoWeb')} type="url" inputMode="url" autoComplete="url" maxLength={200} />
          <TextField name="address" label={t('contactsForm.indirizzo')} required autoComplete="street-address" maxLength={200} />
          <TextField name="city" label={t('contactsForm.citta')} required autoComplete="address-level2" maxLength={80} />
          <TextField name="province_code" label={t('contactsForm.provincia')} hint={t('contactsForm.siglaPerEsempioMi')} maxLength={2} />
          <TextField name="postal_code" label={t('contactsForm.cap')} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        </div>
        <PlaceNotice />
        <TextAreaField name="description" label={t('contactsForm.descrizione')} hint={t('contactsForm.chiSieteECosa', { DESCRIPTION_MAX })} rows={4} maxLength={DESCRIPTION_MAX} />
      </Form>
    </section>
  );
}
