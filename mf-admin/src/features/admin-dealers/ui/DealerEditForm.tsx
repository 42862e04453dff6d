/**
 * Admin corrections of a dealer's data, on the forms kit (@automercato/forms): the fields an admin
 * may fix (name, company, VAT, contacts, billing codes). A changed field is checked when it is left
 * (the server's rules, model/forms.ts); only the changed fields are sent, and the server's Italian
 * messages land under their fields (the rest in the form's alert).
 */
import { useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import type { AdminDealerDetail } from '@automercato/api-sdk';
import { Form, TextAreaField, TextField } from '@automercato/forms';
import { Button } from '@automercato/ui/button';
import { editReset, submitEditFx } from '../model/detail';
import { changedDealerFields, dealerEditRules, dealerEditValuesOf, type DealerEditKey, type DealerEditValues } from '../model/forms';
import { t } from '../texts';

const FIELDS: ReadonlyArray<{ key: Exclude<DealerEditKey, 'description'>; label: string; type?: 'email' | 'tel' }> = [
  { key: 'name', label: t('dealerEditFormStrings.name') },
  { key: 'company_name', label: t('dealerEditFormStrings.ragioneSociale') },
  { key: 'vat_number', label: t('dealerEditFormStrings.partitaIva') },
  { key: 'email', label: t('dealerEditFormStrings.email'), type: 'email' },
  { key: 'phone', label: t('dealerEditFormStrings.phone'), type: 'tel' },
  { key: 'website', label: t('dealerEditFormStrings.sitoWeb') },
  { key: 'address', label: t('dealerEditFormStrings.address') },
  { key: 'city', label: t('dealerEditFormStrings.city') },
  { key: 'province_code', label: t('dealerEditFormStrings.provinciaSigla') },
  { key: 'postal_code', label: t('dealerEditFormStrings.postalCode') },
  { key: 'sdi_code', label: t('dealerEditFormStrings.codiceSdi') },
  { key: 'pec', label: t('dealerEditFormStrings.pec'), type: 'email' },
];

export function DealerEditForm({ dealer }: { dealer: AdminDealerDetail }) {
  const [save, reset] = useUnit([submitEditFx, editReset]);
  // What the dealer had when the form opened: the changes are measured from it.
  const [initial] = useState(() => dealerEditValuesOf(dealer));
  const rules = useMemo(() => dealerEditRules(initial), [initial]);
  const titleId = useId();

  const onSubmit = async (values: DealerEditValues): Promise<void> => {
    const body = changedDealerFields(initial, values);
    if (!body) { reset(); return; }
    await save(body);
  };

  return (
    <>
      <span id={titleId} hidden>{t('dealerEditForm.modificaIDatiDel')}</span>
      <Form<DealerEditValues>
        labelledBy={titleId} className="adm-dealer-form" rules={rules} initialValues={initial} onSubmit={onSubmit}
        submitLabel={t('dealerEditForm.salva')} wideSubmit={false}
        after={<Button type="button" variant="ghost" onClick={() => reset()}>{t('dealerEditForm.annulla')}</Button>}
      >
        <div className="adm-dealer-form__grid">
          {FIELDS.map(({ key, label, type }) => <TextField key={key} name={key} label={label} type={type} />)}
          <div className="adm-dealer-form__wide">
            <TextAreaField name="description" label={t('dealerEditFormStrings.description')} rows={3} />
          </div>
        </div>
      </Form>
    </>
  );
}
