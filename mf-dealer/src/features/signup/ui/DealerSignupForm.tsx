/**
 * The dealer sign-up form (POST /api/register-dealer): Azienda, Sede, Contatti, Titolare e
 * account, Termini. react-final-form with the shared rules and their Italian messages: fields
 * validate on blur, not on every keystroke. The partita IVA is checked by the server when its
 * field is left (POST /api/register-dealer/check-vat); when VIES knows the number, the company
 * name and address fill the fields still empty. A refused sign-up shows the server's messages
 * on their fields.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Form, Field as FormField, useFormState, type FieldRenderProps } from 'react-final-form';
import { FORM_ERROR, type FieldValidator, type FormApi, type SubmissionErrors } from 'final-form';
import { ApiError, type DealerSignedUp, type Province, type VatCheck } from '@automercato/api-sdk';
import { loadPasswordStrength, validateValues, type Validator } from '@automercato/validation';
import { Link } from '@automercato/router';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { Checkbox } from '@automercato/ui/checkbox';
import { Select } from '@automercato/ui/select';
import { TextInput } from '@automercato/ui/text-input';
import { PasswordStrengthMeter } from '@automercato/ui/password-strength-meter';
import { afterPress, useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { SIGNUP_FIELDS, SIGNUP_RULES, viesPrefill, type DealerSignupValues, type SignupField } from '../model/signup';
import { checkVat, loadProvinces, registerDealer } from '../api/signup';
import { t } from '../texts';

export const PROVINCES_ERROR = t('dealerSignupFormStrings.impossibileCaricareLeProvince');

/** Codes about one field, and that field (SPEC §8: A3 e-mail used, A4 e-mail, A5 partita IVA, A6 password). */
const CODE_FIELDS: Readonly<Record<string, SignupField>> = { A3: 'email', A4: 'email', A5: 'vat', A6: 'password' };

/** What the form says under the partita IVA once the server has looked at it. */
export function vatStatusText(check: VatCheck): string {
  switch (check.vies) {
    case 'valid':
      return t('dealerSignupFormStrings.partitaIvaValidaE');
    case 'invalid':
      return t('dealerSignupFormStrings.partitaIvaValidaNon');
    case 'unavailable':
      return t('dealerSignupFormStrings.partitaIvaValidaIl');
    default:
      return t('dealerSignupFormStrings.partitaIvaValida');
  }
}

/** A failed sign-up as react-final-form submission errors: each message on its field, the rest in the alert. */
export function submissionErrorsOf(error: unknown): SubmissionErrors {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: t('dealerSignupFormStrings.siEVerificatoUn') };
  if (error.status === 429 || error.status === 403) return { [FORM_ERROR]: error.serverMessage ?? error.message };
  const out: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, list] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(list) ? list.find((m) => typeof m === 'string' && m !== '') : typeof list === 'string' ? list : undefined;
    if (!first) continue;
    if ((SIGNUP_FIELDS as string[]).includes(name)) out[name] = first;
    else elsewhere.push(first);
  }
  const codeField = CODE_FIELDS[error.code];
  if (codeField && out[codeField] === undefined) out[codeField] = error.serverMessage ?? error.message;
  return { ...out, [FORM_ERROR]: elsewhere.length > 0 ? elsewhere.join(' ') : error.serverMessage ?? error.message };
}

export interface DealerSignupFormProps {
  onSignedUp: (result: DealerSignedUp, values: DealerSignupValues) => void;
}

export function DealerSignupForm({ onSignedUp }: DealerSignupFormProps) {
  const [provinces, setProvinces] = useState<Province[] | null>(null);
  const [provincesFailed, setProvincesFailed] = useState(false);
  const [vatCheck, setVatCheck] = useState<{ vat: string; state: 'checking' | VatCheck } | null>(null);
  const formRef = useRef<FormApi<DealerSignupValues> | null>(null);

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

  const validators = useMemo(() => {
    const out: Partial<Record<SignupField, FieldValidator<unknown>>> = {};
    for (const name of SIGNUP_FIELDS) out[name] = SIGNUP_RULES[name] as Validator as FieldValidator<unknown>;
    // The partita IVA: the rule here, then the server's verdict (asked once per number).
    out.vat = (value) => {
      const local = SIGNUP_RULES.vat(value);
      if (local) return local;
      return checkVat(String(value)).then((verdict) => (verdict.kind === 'refused' ? verdict.message : undefined));
    };
    return out;
  }, []);

  /** Leaving the VAT field: ask the server, say what it found, fill what VIES knows. */
  const onVatLeft = (value: unknown) => {
    if (typeof value !== 'string' || SIGNUP_RULES.vat(value)) {
      setVatCheck(null);
      return;
    }
    setVatCheck({ vat: value, state: 'checking' });
    void checkVat(value, true).then((verdict) => {
      const form = formRef.current;
      if (form?.getFieldState('vat')?.value !== value) return; // typed on meanwhile
      if (verdict.kind !== 'ok') {
        setVatCheck(null);
        return;
      }
      setVatCheck({ vat: value, state: verdict.check });
      const fill = viesPrefill(form.getState().values, verdict.check);
      form.batch(() => {
        for (const [name, filled] of Object.entries(fill)) form.change(name as SignupField, filled);
      });
    });
  };

  const onSubmit = async (values: DealerSignupValues): Promise<SubmissionErrors | void> => {
    // A value typed and sent with Enter was never blurred: check everything once more.
    const errors = validateValues(SIGNUP_RULES, values);
    if (Object.keys(errors).length > 0) return errors;
    let result: DealerSignedUp;
    try {
      result = await registerDealer(values);
    } catch (error) {
      return submissionErrorsOf(error);
    }
    onSignedUp(result, values);
    return undefined;
  };

  const vatHint = (value: unknown): string | undefined => {
    if (!vatCheck || vatCheck.vat !== value) return '11 cifre; il prefisso IT è facoltativo.';
    return vatCheck.state === 'checking' ? t('dealerSignupFormStrings.verificaDellaPartitaIva') : vatStatusText(vatCheck.state);
  };

  const provinceOptions = (provinces ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));

  return (
    <Form<DealerSignupValues>
      onSubmit={onSubmit}
      validateOnBlur
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError, form }) => {
        formRef.current = form;
        return (
          <form className="dl-signup__form" aria-label={t('dealerSignupForm.registrazioneConcessionario')} noValidate onSubmit={handleSubmit}>
            <div role="alert" className="dl-signup__alert-slot">
              {typeof submitError === 'string' ? <p className="dl-signup__alert">{submitError}</p> : null}
            </div>
            <fieldset className="dl-signup__section" disabled={submitting}>
              <legend>{t('dealerSignupForm.azienda')}</legend>
              <TextField name="company_name" label={t('dealerSignupForm.ragioneSociale')} validate={validators.company_name} autoComplete="organization" maxLength={160} />
              <FormField name="vat" validate={validators.vat} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                {(props) => (
                  <BoundField {...props} label={t('dealerSignupForm.partitaIva')} required hint={vatHint(props.input.value)}>
                    {(input) => (
                      <TextInput
                        {...input}
                        onBlur={() => {
                          input.onBlur();
                          onVatLeft(props.input.value);
                        }}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={20}
                      />
                    )}
                  </BoundField>
                )}
              </FormField>
              <VatContestLink />
            </fieldset>

            <fieldset className="dl-signup__section" disabled={submitting}>
              <legend>{t('dealerSignupForm.sede')}</legend>
              <TextField name="address" label={t('dealerSignupForm.indirizzo')} validate={validators.address} autoComplete="street-address" maxLength={200} />
              <div className="dl-signup__row">
                <TextField name="postal_code" label={t('dealerSignupForm.cap')} validate={validators.postal_code} autoComplete="postal-code" inputMode="numeric" maxLength={5} className="dl-signup__cap" />
                <TextField name="city" label={t('dealerSignupForm.comune')} validate={validators.city} autoComplete="address-level2" maxLength={100} />
              </div>
              <FormField name="province_code" validate={validators.province_code} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                {(props) => (
                  <BoundField {...props} label={t('dealerSignupForm.provincia')} required hint={provincesFailed ? PROVINCES_ERROR : provinces ? undefined : t('dealerSignupForm.caricamentoDelleProvince')}>
                    {(input) => (
                      <Select
                        {...input}
                        options={provinceOptions}
                        placeholder={provinces ? t('dealerSignupForm.scegliLaProvincia') : t('dealerSignupForm.caricamento')}
                        disabled={!provinces}
                      />
                    )}
                  </BoundField>
                )}
              </FormField>
            </fieldset>

            <fieldset className="dl-signup__section" disabled={submitting}>
              <legend>{t('dealerSignupForm.contatti')}</legend>
              <div className="dl-signup__row">
                <TextField name="phone" label={t('dealerSignupForm.telefono')} type="tel" inputMode="tel" validate={validators.phone} autoComplete="tel" maxLength={30} />
                <TextField name="company_email" label={t('dealerSignupForm.emailAziendale')} type="email" inputMode="email" validate={validators.company_email} autoComplete="email" maxLength={254} hint={t('dealerSignupForm.doveRiceveraiLeRichieste')} />
              </div>
            </fieldset>

            <fieldset className="dl-signup__section" disabled={submitting}>
              <legend>{t('dealerSignupForm.titolareEAccount')}</legend>
              <div className="dl-signup__row">
                <TextField name="name" label={t('dealerSignupForm.nome')} validate={validators.name} autoComplete="given-name" maxLength={80} />
                <TextField name="surname" label={t('dealerSignupForm.cognome')} validate={validators.surname} autoComplete="family-name" maxLength={80} />
              </div>
              <TextField name="email" label={t('dealerSignupForm.emailDiAccesso')} type="email" inputMode="email" validate={validators.email} autoComplete="username" maxLength={254} hint={t('dealerSignupForm.tiInvieremoQuiIl')} />
              <TextField
                name="password"
                label={t('dealerSignupForm.password')}
                type="password"
                validate={validators.password}
                autoComplete="new-password"
                hint={t('dealerSignupForm.almeno8CaratteriCon')}
              />
              <PasswordStrength />
              <TextField name="password_confirmation" label={t('dealerSignupForm.confermaPassword')} type="password" validate={validators.password_confirmation} autoComplete="new-password" />
            </fieldset>

            <fieldset className="dl-signup__section" disabled={submitting}>
              <legend>{t('dealerSignupForm.termini')}</legend>
              <FormField name="terms" type="checkbox" validate={validators.terms} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                {({ input, meta }) => <TermsBox input={input} meta={meta} />}
              </FormField>
            </fieldset>

            <Button type="submit" size="lg" fullWidth busy={submitting}>
              {submitting ? t('dealerSignupForm.registrazioneInCorso') : t('dealerSignupForm.registraIlConcessionario')}
            </Button>
          </form>
        );
      }}
    />
  );
}

type BoundInput = FieldRenderProps<string>['input'];

interface BoundFieldProps extends FieldRenderProps<string> {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: (input: BoundInput) => ReactElement<Record<string, unknown>>;
}

/** Label, control and message; the blur check waits for a press to end so the button never moves under it. */
/**
 * Under "partita IVA già registrata": the genuine company is not locked out, it can contest the
 * registration (the shell's /contesta-partita-iva reaches the admins).
 */
function VatContestLink() {
  return (
    <FormField name="vat" subscription={{ value: true, error: true, submitError: true }}>
      {({ input, meta }) => (/già registrata/.test(`${meta.error ?? ''} ${meta.submitError ?? ''}`) ? (
        <p className="dl-signup__contest">{t('dealerSignupForm.eLaPartitaIva')}{' '}
          <Link to={`/contesta-partita-iva?vat=${encodeURIComponent(String(input.value ?? ''))}`}>{t('dealerSignupForm.contestaLaRegistrazione')}</Link>
        </p>
      ) : null)}
    </FormField>
  );
}

function BoundField({ input, meta, label, required = true, hint, className, children }: BoundFieldProps) {
  const error = useShownError(meta);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {children({ ...input, onBlur: () => afterPress(() => input.onBlur()) })}
    </Field>
  );
}

interface TextFieldProps {
  name: SignupField;
  label: string;
  validate?: FieldValidator<unknown>;
  type?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  className?: string;
}

/** The strength meter under the password: the owner's and the company's words count as weak. */
function PasswordStrength() {
  const { values } = useFormState<DealerSignupValues>({ subscription: { values: true } });
  const owner = { name: values.name, surname: values.surname, email: values.email, company: values.company_name };
  return <PasswordStrengthMeter password={values.password ?? ''} owner={owner} load={loadPasswordStrength} />;
}

function TextField({ name, label, validate, type = 'text', inputMode, autoComplete, maxLength, hint, className }: TextFieldProps) {
  return (
    <FormField name={name} validate={validate} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
      {(props) => (
        <BoundField {...props} label={label} hint={hint} className={className}>
          {(input) => <TextInput {...input} type={type} inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} />}
        </BoundField>
      )}
    </FormField>
  );
}

function TermsBox({ input, meta }: Pick<FieldRenderProps<boolean>, 'input' | 'meta'>) {
  const error = useShownError(meta);
  return (
    <Checkbox
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onFocus={input.onFocus}
      onBlur={() => afterPress(() => input.onBlur())}
      error={error}
      aria-required
      label={
        <>
          {t('dealerSignupForm.termsAccept')}{' '}
          <a href="/tos" target="_blank" rel="noopener">
            {t('dealerSignupForm.termsLink')}
          </a>{' '}
          {t('dealerSignupForm.termsAnd')}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            {t('dealerSignupForm.privacyLink')}
          </a>{' '}
          {t('dealerSignupForm.termsOf')}
        </>
      }
    />
  );
}
