/**
 * The dealer sign-up form (POST /api/register-dealer): Azienda, Sede, Contatti, Titolare e
 * account, Termini, on the forms kit (the shared rules, SPEC §5 timing, the API's refusals on
 * their fields). The partita IVA is checked by the server when its field is left (POST
 * /api/register-dealer/check-vat); when VIES knows the number, the company name and address fill
 * the fields still empty.
 */
import { useEffect, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { DealerSignedUp, Province, VatCheck } from '@automercato/api-sdk';
import { Link } from '@automercato/router';
import {
  CheckboxField, Form, FormFieldset, PasswordField, SelectField, TextField, useTextBinding, type FieldCheck,
} from '@automercato/forms';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { SIGNUP_RULES, viesPrefill, type DealerSignupValues, type SignupField } from '../model/signup';
import { checkVat, loadProvinces, registerDealer } from '../api/signup';
import { t } from '../texts';

export const PROVINCES_ERROR = t('strings.provincesFailed');

/** What the form says under the partita IVA once the server has looked at it. */
export function vatStatusText(check: VatCheck): string {
  switch (check.vies) {
    case 'valid':
      return t('strings.vatInVies');
    case 'invalid':
      return t('strings.vatNotInVies');
    case 'unavailable':
      return t('strings.viesDown');
    default:
      return t('strings.vatValid');
  }
}

/** The partita IVA's server check: its reason when refused (asked once per number). */
const CHECKS: Partial<Record<SignupField, FieldCheck>> = {
  vat: (value) => checkVat(String(value)).then((verdict) => (verdict.kind === 'refused' ? verdict.message : undefined)),
};

export interface DealerSignupFormProps {
  /** id of the heading that names the form. */
  labelledBy: string;
  onSignedUp: (result: DealerSignedUp, values: DealerSignupValues) => void;
}

export function DealerSignupForm({ labelledBy, onSignedUp }: DealerSignupFormProps) {
  const [provinces, setProvinces] = useState<Province[] | null>(null);
  const [provincesFailed, setProvincesFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadProvinces().then(
      (list) => live && setProvinces(list),
      () => live && setProvincesFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const provinceOptions = (provinces ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));

  return (
    <Form<DealerSignupValues>
      labelledBy={labelledBy}
      className="dl-signup__form"
      rules={SIGNUP_RULES}
      checks={CHECKS}
      onSubmit={async (values) => onSignedUp(await registerDealer(values), values)}
      submitLabel={t('form.submit')}
      busyLabel={t('form.submitting')}
    >
      <FormFieldset legend={t('form.company')} className="dl-signup__section">
        <TextField name="company_name" label={t('form.companyName')} required autoComplete="organization" maxLength={160} />
        <VatField />
        <VatContestLink />
      </FormFieldset>

      <FormFieldset legend={t('form.seat')} className="dl-signup__section">
        <TextField name="address" label={t('form.address')} required autoComplete="street-address" maxLength={200} />
        <div className="dl-signup__row">
          <TextField name="postal_code" label={t('form.postalCode')} required autoComplete="postal-code" inputMode="numeric" maxLength={5} className="dl-signup__cap" />
          <TextField name="city" label={t('form.city')} required autoComplete="address-level2" maxLength={100} />
        </div>
        <SelectField
          name="province_code"
          label={t('form.province')}
          required
          options={provinceOptions}
          placeholder={provinces ? t('form.chooseProvince') : t('form.loading')}
          disabled={!provinces}
          hint={provincesFailed ? PROVINCES_ERROR : provinces ? undefined : t('form.loadingProvinces')}
        />
      </FormFieldset>

      <FormFieldset legend={t('form.contacts')} className="dl-signup__section">
        <div className="dl-signup__row">
          <TextField name="phone" label={t('form.phone')} required type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
          <TextField name="company_email" label={t('form.companyEmail')} required type="email" inputMode="email" autoComplete="email" maxLength={254} hint={t('form.companyEmailHint')} />
        </div>
      </FormFieldset>

      <FormFieldset legend={t('form.owner')} className="dl-signup__section">
        <div className="dl-signup__row">
          <TextField name="name" label={t('form.name')} required autoComplete="given-name" maxLength={80} />
          <TextField name="surname" label={t('form.surname')} required autoComplete="family-name" maxLength={80} />
        </div>
        <TextField name="email" label={t('form.email')} required type="email" inputMode="email" autoComplete="username" maxLength={254} hint={t('form.emailHint')} />
        <PasswordField name="password" label={t('form.password')} required autoComplete="new-password" checklist hint={t('form.passwordHint')} />
        <PasswordField name="password_confirmation" label={t('form.passwordConfirmation')} required autoComplete="new-password" />
      </FormFieldset>

      <FormFieldset legend={t('form.terms')} className="dl-signup__section">
        <CheckboxField
          name="terms"
          required
          label={
            <>
              {t('form.termsAccept')}{' '}
              <a href="/tos" target="_blank" rel="noopener">
                {t('form.termsLink')}
              </a>{' '}
              {t('form.termsAnd')}
              <a href="/privacy-policy" target="_blank" rel="noopener">
                {t('form.privacyLink')}
              </a>{' '}
              {t('form.termsOf')}
            </>
          }
        />
      </FormFieldset>
    </Form>
  );
}

/**
 * The partita IVA: leaving the field asks the server what it knows, says it under the field and
 * fills the company fields still empty with what VIES knows.
 */
function VatField() {
  const form = useForm<DealerSignupValues>();
  const { control, error, value } = useTextBinding('vat');
  const [check, setCheck] = useState<{ vat: string; state: 'checking' | VatCheck } | null>(null);
  const live = useRef(true);
  useEffect(() => () => {
    live.current = false;
  }, []);

  const onLeft = () => {
    control.onBlur();
    if (SIGNUP_RULES.vat(value)) {
      setCheck(null);
      return;
    }
    setCheck({ vat: value, state: 'checking' });
    void checkVat(value, true).then((verdict) => {
      if (!live.current || form.getFieldState('vat')?.value !== value) return; // typed on meanwhile
      if (verdict.kind !== 'ok') {
        setCheck(null);
        return;
      }
      setCheck({ vat: value, state: verdict.check });
      const fill = viesPrefill(form.getState().values, verdict.check);
      form.batch(() => {
        for (const [name, filled] of Object.entries(fill)) form.change(name as SignupField, filled);
      });
    });
  };

  const hint = !check || check.vat !== value ? t('form.vatHint') : check.state === 'checking' ? t('strings.vatChecking') : vatStatusText(check.state);
  return (
    <Field label={t('form.vat')} required hint={hint} error={error}>
      <TextInput {...control} onBlur={onLeft} inputMode="numeric" autoComplete="off" maxLength={20} />
    </Field>
  );
}

/**
 * Under "partita IVA già registrata": the genuine company is not locked out, it can contest the
 * registration (the shell's /contesta-partita-iva reaches the admins).
 */
function VatContestLink() {
  const { input, meta } = useField<string>('vat', { subscription: { value: true, error: true, submitError: true } });
  if (!/già registrata/.test(`${meta.error ?? ''} ${meta.submitError ?? ''}`)) return null;
  return (
    <p className="dl-signup__contest">{t('form.vatIsYours')}{' '}
      <Link to={`/contesta-partita-iva?vat=${encodeURIComponent(String(input.value ?? ''))}`}>{t('form.contest')}</Link>
    </p>
  );
}
