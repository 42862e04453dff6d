/**
 * "Contatta il concessionario": POST /api/user-messages. react-final-form with the shared
 * rules and their Italian messages (SPEC §5): fields validate on blur (and on the change
 * that a blur commits), not on every keystroke, through a 5 ms debounce. A signed-in user
 * writes as themself: name and e-mail come from the session and are not asked. Field errors
 * of a 422 answer show on their fields. Once sent, the form gives way to "Messaggio inviato":
 * a form refilled with the template invited sending the same lead twice.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Link } from '@automercato/router';
import { Form, Field as FormField, type FieldRenderProps } from 'react-final-form';
import { FORM_ERROR, type FieldValidator, type FormApi, type SubmissionErrors } from 'final-form';
import { useUnit } from 'effector-react';
import { ApiError, type NewUserMessage } from '@automercato/api-sdk';
import { $currentUser, isLoggedIn, type CurrentUser } from '@automercato/shell-api';
import {
  compose,
  debounceValidation,
  email,
  max,
  messages,
  min,
  required,
  validateValues,
  type Validator,
} from '@automercato/validation';
import { Button } from '@automercato/ui/button';
import { IconSuccess } from '@automercato/ui/icons';
import { Field } from '@automercato/ui/field';
import { afterPress, useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { TextInput, Textarea } from '@automercato/ui/text-input';
import { useApi } from '@automercato/entities/api';
import { notify } from '../../../lib/notify';
import { defaultMessage } from '../../listing';
import { t } from '../texts';

export const CONTACT_FORM_NAME = t('contactFormStrings.contattaIlConcessionario');
export const CONTACT_SENT = t('contactFormStrings.messaggioInviatoAlConcessionario');
export const WRITE_AGAIN = t('contactFormStrings.scriviUnAltroMessaggio');
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

type FieldName = keyof ContactValues;

/** Digits, spaces, + ( ) . / - (as the API accepts). */
const PHONE = /^[+0-9 ()./-]*$/;
const phoneFormat: Validator = (value) =>
  typeof value === 'string' && value !== '' && !PHONE.test(value) ? messages.format('telefono') : undefined;

/** The rules of each field, with the Italian labels the messages use. */
export function contactRules(asGuest: boolean): Partial<Record<FieldName, Validator>> {
  return {
    ...(asGuest
      ? {
          name: compose(required('nome'), max('nome', 120)),
          email: compose(required('email'), email('email'), max('email', 254)),
        }
      : {}),
    phone: compose(max('telefono', 30), phoneFormat),
    message: compose(required('messaggio'), min('messaggio', MESSAGE_MIN), max('messaggio', MESSAGE_MAX)),
  };
}

function displayName(user: CurrentUser): string {
  return [user.name, user.surname].filter((s): s is string => typeof s === 'string' && s.trim() !== '').join(' ');
}

export interface ContactFormProps {
  listing: { uuid: string; title: string };
  /** id of the section (the "Scrivi al concessionario" link scrolls here). */
  id?: string;
}

export function ContactForm({ listing, id = 'contatta' }: ContactFormProps) {
  const api = useApi();
  const user = useUnit($currentUser);
  const asGuest = !isLoggedIn(user);
  const rules = useMemo(() => contactRules(asGuest), [asGuest]);
  // One debounced validator per field (each keeps its own timer).
  const validators = useMemo(() => {
    const out: Partial<Record<FieldName, FieldValidator<unknown>>> = {};
    for (const [name, rule] of Object.entries(rules) as Array<[FieldName, Validator]>) {
      out[name] = debounceValidation<unknown, object>(rule);
    }
    return out;
  }, [rules]);
  const [formError, setFormError] = useState<string | null>(null);
  /** Where the answer will go, once sent; null while the form is shown. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** After "Scrivi un altro messaggio": the guest's name and e-mail stay, the template does not come back. */
  const [again, setAgain] = useState<ContactValues | null>(null);
  const initialValues = useMemo<ContactValues>(
    () => again ?? { message: defaultMessage(listing.title) },
    [again, listing.title],
  );

  const onSubmit = async (values: ContactValues, form: FormApi<ContactValues>): Promise<SubmissionErrors | void> => {
    setFormError(null);
    // A value typed and sent with Enter was never blurred: check everything once more.
    const errors = validateValues(rules, values);
    if (Object.keys(errors).length > 0) return errors;
    const body = {
      listing: listing.uuid,
      ...(asGuest ? { name: values.name?.trim(), email: values.email?.trim() } : {}),
      ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
      message: (values.message ?? '').trim(),
    };
    try {
      // Signed in, the server takes name and e-mail from the session.
      await api.messages.send(body as NewUserMessage);
    } catch (error) {
      return submissionErrors(error, asGuest, setFormError);
    }
    notify.success(CONTACT_SENT);
    setSentTo(asGuest ? (values.email ?? '').trim() : user.email ?? '');
    setAgain({ ...(asGuest ? { name: values.name, email: values.email } : {}), phone: values.phone, message: '' });
    form.reset();
    return undefined;
  };

  if (sentTo !== null) {
    return (
      <section className="lp-card lp-contact" id={id} aria-labelledby="lp-contact-title">
        <h2 id="lp-contact-title" className="lp-section-title">
          {CONTACT_FORM_NAME}
        </h2>
        <ContactSent email={sentTo} onWriteAgain={() => setSentTo(null)} />
      </section>
    );
  }

  return (
    <section className="lp-card lp-contact" id={id} aria-labelledby="lp-contact-title">
      <h2 id="lp-contact-title" className="lp-section-title">
        {CONTACT_FORM_NAME}
      </h2>
      <Form<ContactValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validateOnBlur
        subscription={{ submitting: true }}
        render={({ handleSubmit, submitting }) => (
          <form className="lp-contact__form" aria-labelledby="lp-contact-title" noValidate onSubmit={handleSubmit}>
            {formError ? (
              <p className="lp-contact__alert" role="alert">
                {formError}
              </p>
            ) : null}
            {asGuest ? null : (
              <p className="lp-contact__as">{t('contactForm.scriviCome')}<strong>{displayName(user) || user.email}</strong>
                {displayName(user) && user.email ? <> ({user.email})</> : null}{t('contactForm.ilConcessionarioTiRispondera')}</p>
            )}
            <fieldset className="lp-contact__fields" disabled={submitting}>
              <legend className="am-visually-hidden">{t('contactForm.iTuoiDatiE')}</legend>
              {asGuest ? (
                <div className="lp-contact__pair">
                  <FormField name="name" validate={validators.name} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                    {(props) => (
                      <ContactField {...props} label={t('contactForm.nome')} required>
                        {(input) => <TextInput {...input} autoComplete="name" maxLength={120} />}
                      </ContactField>
                    )}
                  </FormField>
                  <FormField name="email" validate={validators.email} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                    {(props) => (
                      <ContactField {...props} label={t('contactForm.email')} required>
                        {(input) => <TextInput {...input} type="email" autoComplete="email" inputMode="email" />}
                      </ContactField>
                    )}
                  </FormField>
                </div>
              ) : null}
              <FormField name="phone" validate={validators.phone} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                {(props) => (
                  <ContactField {...props} label={t('contactForm.telefono')} optionalText={t('contactForm.facoltativo')}>
                    {(input) => <TextInput {...input} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />}
                  </ContactField>
                )}
              </FormField>
              <FormField name="message" validate={validators.message} subscription={FIELD_FEEDBACK_SUBSCRIPTION}>
                {(props) => {
                  const length = typeof props.input.value === 'string' ? [...props.input.value].length : 0;
                  return (
                    <ContactField
                      {...props}
                      label={t('contactForm.messaggio')}
                      required
                      hint={t('contactForm.caratteriMinimo', { length, MESSAGE_MAX, MESSAGE_MIN })}
                    >
                      {(input) => <Textarea {...input} rows={5} />}
                    </ContactField>
                  );
                }}
              </FormField>
            </fieldset>
            <Button type="submit" size="lg" fullWidth busy={submitting}>
              {submitting ? t('contactForm.invioInCorso') : t('contactForm.inviaIlMessaggio')}
            </Button>
            <p className="lp-contact__privacy">{t('contactForm.inviandoIlMessaggioAccetti')}<Link to="/privacy-policy">{t('contactForm.informativaSullaPrivacy')}</Link>{t('contactForm.iTuoiDatiArrivano')}</p>
          </form>
        )}
      />
    </section>
  );
}

/** The sent state: said where the eye is (and to a screen reader), with the way to write again. */
function ContactSent({ email, onWriteAgain }: { email: string; onWriteAgain: () => void }) {
  const title = useRef<HTMLParagraphElement>(null);
  // The button that was pressed is gone: keyboard focus moves to what replaced it.
  useEffect(() => { title.current?.focus(); }, []);
  return (
    <div className="lp-contact__sent" role="status">
      <p className="lp-contact__sent-title" tabIndex={-1} ref={title}>
        <IconSuccess aria-hidden="true" size={22} /> {CONTACT_SENT}
      </p>
      <p>{t('contactForm.ilConcessionarioHaRicevuto')}{email ? <>{t('contactForm.eTiRisponderaAll')}<strong>{email}</strong></> : null}.
      </p>
      <Button variant="secondary" onClick={onWriteAgain}>
        {WRITE_AGAIN}
      </Button>
    </div>
  );
}

type BoundInput = FieldRenderProps<string>['input'];

interface ContactFieldProps extends FieldRenderProps<string> {
  label: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  children: (input: BoundInput) => ReactElement<Record<string, unknown>>;
}

/**
 * One field of the form: its message (shown per @automercato/ui/field-feedback) and its
 * control, whose blur check waits for a press to end so the send button never moves under it.
 */
function ContactField({ input, meta, label, required, optionalText, hint, children }: ContactFieldProps) {
  const error = useShownError(meta);
  return (
    <Field label={label} required={required} optionalText={optionalText} hint={hint} error={error}>
      {children({ ...input, onBlur: () => afterPress(() => input.onBlur()) })}
    </Field>
  );
}

const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'message'];

/**
 * A failed send as react-final-form submission errors: a 422's messages on the fields that
 * are on screen; anything else (or a message for a field not shown) as a toast.
 */
export function submissionErrors(
  error: unknown,
  asGuest: boolean,
  setFormError: (message: string | null) => void,
): SubmissionErrors {
  if (!(error instanceof ApiError)) {
    notify.error(error instanceof Error ? error.message : String(error));
    return { [FORM_ERROR]: 'error' };
  }
  const shown = FIELDS.filter((name) => asGuest || (name !== 'name' && name !== 'email'));
  const out: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, list] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(list) ? list[0] : typeof list === 'string' ? list : undefined;
    if (!first) continue;
    if ((shown as readonly string[]).includes(name)) out[name] = first;
    else elsewhere.push(first);
  }
  // A 409 (the same message already sent) is not a typing mistake: say what happened, not "check the fields".
  if (Object.keys(out).length > 0) setFormError(error.status === 409 ? Object.values(out)[0]! : error.message);
  if (elsewhere.length > 0) notify.error(elsewhere.join(' '));
  else if (Object.keys(out).length === 0) notify.error(error.message);
  return { ...out, [FORM_ERROR]: error.message };
}
