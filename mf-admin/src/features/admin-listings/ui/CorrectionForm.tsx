import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { Button } from '@automercato/ui/button';
import { Checkbox } from '@automercato/ui/checkbox';
import { Field } from '@automercato/ui/field';
import { Textarea, TextInput } from '@automercato/ui/text-input';
import type { AdminListingDetail } from '../api/listings';
import { $fieldErrors, $saving, bodyOf, correctionSubmitted } from '../model/listings';
import { t } from '../texts';

/** The fields an admin corrects most; the rest of the body is sent as it is (the server checks all of it with the dealer's rules). */
const FIELDS = [
  { key: 'version', label: 'Versione', type: 'text' },
  { key: 'price', label: t('correctionFormStrings.prezzo'), type: 'number' },
  { key: 'mileage', label: 'Chilometri', type: 'number' },
  { key: 'registration_year', label: t('correctionFormStrings.annoDiImmatricolazione'), type: 'number' },
  { key: 'registration_month', label: t('correctionFormStrings.meseDiImmatricolazione'), type: 'number' },
  { key: 'plate', label: 'Targa', type: 'text' },
  { key: 'vin', label: t('correctionFormStrings.telaioVin'), type: 'text' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function CorrectionForm({ listing }: { listing: AdminListingDetail }) {
  const [errors, saving, submit] = useUnit([$fieldErrors, $saving, correctionSubmitted]);
  const initial = () => Object.fromEntries(FIELDS.map((f) => [f.key, textOf(listing[f.key])])) as Record<Key, string>;
  const [values, setValues] = useState(initial);
  const [description, setDescription] = useState(listing.description);
  const [negotiable, setNegotiable] = useState(listing.price_negotiable);
  // A new answer (saved, or another listing) resets the form to what the server has.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { setValues(initial()); setDescription(listing.description); setNegotiable(listing.price_negotiable); }, [listing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
    submit({
      ...bodyOf(listing),
      version: values.version,
      price: number(values.price), mileage: number(values.mileage),
      registration_year: number(values.registration_year), registration_month: number(values.registration_month),
      plate: values.plate.trim() || null, vin: values.vin.trim() || null,
      description, price_negotiable: negotiable,
    });
  };

  return (
    <form className="adm-correction" onSubmit={onSubmit} noValidate aria-label={t('correctionForm.correggiLAnnuncio')}>
      <div className="adm-correction__grid">
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} error={errors[f.key]?.[0]}>
            <TextInput
              type="text"
              inputMode={f.type === 'number' ? 'numeric' : undefined}
              value={values[f.key]}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            />
          </Field>
        ))}
      </div>
      <Checkbox label={t('correctionForm.prezzoTrattabile')} checked={negotiable} onChange={(e) => setNegotiable(e.target.checked)} />
      <Field label={t('correctionForm.descrizione')} error={errors.description?.[0]}>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={5} />
      </Field>
      {Object.keys(errors).some((k) => !FIELDS.some((f) => f.key === k) && k !== 'description') ? (
        <p role="alert" className="adm-correction__other">
          {Object.entries(errors).filter(([k]) => !FIELDS.some((f) => f.key === k) && k !== 'description').map(([, m]) => m[0]).join(' ')}
        </p>
      ) : null}
      <div><Button type="submit" busy={saving}>{t('correctionForm.salvaCorrezioni')}</Button></div>
    </form>
  );
}
