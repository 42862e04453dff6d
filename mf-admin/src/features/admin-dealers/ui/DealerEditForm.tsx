/**
 * Admin corrections of a dealer's data: the fields an admin may fix (name, company, VAT, contacts,
 * billing codes). Only the changed fields are sent; the server checks each one and its Italian
 * messages are shown under the fields.
 */
import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import type { AdminDealerBody, AdminDealerDetail } from '@automercato/api-sdk';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { TextInput, Textarea } from '@automercato/ui/text-input';
import { $editErrors, $saving, editReset, editSubmitted } from '../model/detail';
import { t } from '../texts';

type EditableKey = keyof AdminDealerBody;
const FIELDS: ReadonlyArray<{ key: EditableKey; label: string; type?: string; long?: boolean }> = [
  { key: 'name', label: 'Nome' },
  { key: 'company_name', label: t('dealerEditFormStrings.ragioneSociale') },
  { key: 'vat_number', label: t('dealerEditFormStrings.partitaIva') },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'phone', label: 'Telefono', type: 'tel' },
  { key: 'website', label: t('dealerEditFormStrings.sitoWeb') },
  { key: 'address', label: 'Indirizzo' },
  { key: 'city', label: 'Città' },
  { key: 'province_code', label: t('dealerEditFormStrings.provinciaSigla') },
  { key: 'postal_code', label: 'CAP' },
  { key: 'sdi_code', label: t('dealerEditFormStrings.codiceSdi') },
  { key: 'pec', label: 'PEC', type: 'email' },
  { key: 'description', label: 'Descrizione', long: true },
];

const valuesOf = (dealer: AdminDealerDetail) =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, (dealer[key as keyof AdminDealerDetail] as string | null) ?? ''])) as Record<EditableKey, string>;

export function DealerEditForm({ dealer }: { dealer: AdminDealerDetail }) {
  const [errors, saving, submit, reset] = useUnit([$editErrors, $saving, editSubmitted, editReset]);
  const [initial] = useState(() => valuesOf(dealer));
  const [values, setValues] = useState(initial);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changed = FIELDS.filter(({ key }) => values[key] !== initial[key]);
    if (!changed.length) { reset(); return; }
    submit(Object.fromEntries(changed.map(({ key }) => [key, values[key]])) as AdminDealerBody);
  };

  return (
    <form className="adm-dealer-form" onSubmit={onSubmit} noValidate aria-label={t('dealerEditForm.modificaIDatiDel')}>
      <div className="adm-dealer-form__grid">
        {FIELDS.map(({ key, label, type, long }) => (
          <Field key={key} label={label} error={errors[key]?.[0]} className={long ? 'adm-dealer-form__wide' : undefined}>
            {long
              ? <Textarea value={values[key]} rows={3} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
              : <TextInput type={type ?? 'text'} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />}
          </Field>
        ))}
      </div>
      <div className="adm-dealer-form__actions">
        <Button type="submit" busy={saving}>{t('dealerEditForm.salva')}</Button>
        <Button type="button" variant="ghost" onClick={() => reset()}>{t('dealerEditForm.annulla')}</Button>
      </div>
    </form>
  );
}
