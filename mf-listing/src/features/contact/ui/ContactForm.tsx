/**
 * "Contatta il concessionario": POST /api/user-messages, on the forms kit (the shared rules and
 * their Italian messages, SPEC §5 timing, the API's field errors on their fields). A signed-in
 * user writes as themself: name and e-mail come from the session and are not asked. A failure
 * that is not about the form (the listing withdrawn, the network) is a toast. Once sent, the
 * form gives way to "Messaggio inviato": a form refilled with the template invited sending the
 * same lead twice.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@automercato/router';
import { useUnit } from 'effector-react';
import { ApiError, type NewUserMessage } from '@automercato/api-sdk';
import { $currentUser, isLoggedIn, type CurrentUser } from '@automercato/shell-api';
import { compose, email, max, messages, min, required, type Validator } from '@automercato/validation';
import { Form, FormFieldset, TextAreaField, TextField, errorTextOf, type FormRules } from '@automercato/forms';
import { Button } from '@automercato/ui/button';
import { IconSuccess } from '@automercato/ui/icons';
import { useApi } from '@automercato/entities/api';
import { notify } from '../../../lib/notify';
import { defaultMessage } from '../../listing';
import { t } from '../texts';

export const CONTACT_FORM_NAME = t('strings.formName');
export const CONTACT_SENT = t('strings.sent');
export const WRITE_AGAIN = t('strings.writeAgain');
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
}

/** Digits, spaces, + ( ) . / - (as the API accepts). */
const PHONE = /^[+0-9 ()./-]*$/;
const phoneFormat: Validator = (value) =>
  typeof value === 'string' && value !== '' && !PHONE.test(value) ? messages.format('telefono') : undefined;

/** The rules of each field on screen, with the Italian labels the messages use. */
export function contactRules(asGuest: boolean): FormRules<keyof ContactValues> {
  return {
    ...(asGuest
      ? {
          name: compose(required('nome'), max('nome', 120)),
          email: compose(required('email'), email('email'), max('email', 254)),
        }
      : {}),
    phone: compose(max('telefono', 30), phoneFormat),
    message: compose(required('messaggio'), min('messaggio', MESSAGE_MIN), max('messaggio', MESSAGE_MAX)),
  } as FormRules<keyof ContactValues>;
}

function displayName(user: CurrentUser): string {
  return [user.name, user.surname].filter((s): s is string => typeof s === 'string' && s.trim() !== '').join(' ');
}

/** A failure about the form (its fields, a conflict) stays on the form; anything else is a toast. */
function aboutTheForm(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 422 || error.status === 409 || Object.keys(error.fieldErrors).length > 0);
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
  /** Where the answer will go, once sent; null while the form is shown. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** After "Scrivi un altro messaggio": the guest's name and e-mail stay, the template does not come back. */
  const [again, setAgain] = useState<ContactValues | null>(null);
  const initialValues = useMemo<ContactValues>(
    () => again ?? { message: defaultMessage(listing.title) },
    [again, listing.title],
  );

  const send = async (values: ContactValues): Promise<void> => {
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
      if (aboutTheForm(error)) throw error;
      notify.error(errorTextOf(error));
      return;
    }
    notify.success(CONTACT_SENT);
    setSentTo(asGuest ? (values.email ?? '').trim() : user.email ?? '');
    setAgain({ ...(asGuest ? { name: values.name, email: values.email } : {}), phone: values.phone, message: '' });
  };

  return (
    <section className="lp-card lp-contact" id={id} aria-labelledby="lp-contact-title">
      <h2 id="lp-contact-title" className="lp-section-title">
        {CONTACT_FORM_NAME}
      </h2>
      {sentTo !== null ? (
        <ContactSent email={sentTo} onWriteAgain={() => setSentTo(null)} />
      ) : (
        <Form<ContactValues>
          labelledBy="lp-contact-title"
          className="lp-contact__form"
          rules={rules}
          initialValues={initialValues}
          onSubmit={send}
          submitLabel={t('form.send')}
          busyLabel={t('form.sending')}
          after={
            <p className="lp-contact__privacy">
              {t('form.privacyBefore')}<Link to="/privacy-policy">{t('form.privacyLink')}</Link>{t('form.privacyAfter')}
            </p>
          }
        >
          {asGuest ? null : (
            <p className="lp-contact__as">
              {t('form.writingAs')}<strong>{displayName(user) || user.email}</strong>
              {displayName(user) && user.email ? <> ({user.email})</> : null}{t('form.answerGoesThere')}
            </p>
          )}
          <FormFieldset legend={t('form.fieldsLegend')} legendHidden className="lp-contact__fields">
            {asGuest ? (
              <div className="lp-contact__pair">
                <TextField name="name" label={t('form.name')} required autoComplete="name" maxLength={120} />
                <TextField name="email" label={t('form.email')} type="email" required autoComplete="email" inputMode="email" />
              </div>
            ) : null}
            <TextField name="phone" label={t('form.phone')} type="tel" optionalText={t('form.optional')} autoComplete="tel" inputMode="tel" maxLength={30} />
            <TextAreaField
              name="message"
              label={t('form.message')}
              required
              hint={(value) => t('form.characters', { length: [...value].length, max: MESSAGE_MAX, min: MESSAGE_MIN })}
            />
          </FormFieldset>
        </Form>
      )}
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
      <p>{t('form.receivedBefore')}{email ? <>{t('form.answerTo')}<strong>{email}</strong></> : null}.
      </p>
      <Button variant="secondary" onClick={onWriteAgain}>
        {WRITE_AGAIN}
      </Button>
    </div>
  );
}
