/**
 * The one way to build a form on the platform: react-final-form + the shared rules of
 * @automercato/validation (SPEC §5) + the @automercato/ui controls.
 *
 * - Fields validate on blur and on change (a checkbox or a radio commits on change), never on
 *   every keystroke, through `debounceValidation` (5 ms). When a message shows and changes is
 *   @automercato/ui/field-feedback's rule (shared with the other forms).
 * - Enter in a field submits what was typed: every field is validated again first (the
 *   submit waits for the debounced checks).
 * - Server answers (server-errors.ts): field messages on their fields, the rest in the form's alert
 *   (a live region); after a failed submit the focus goes to the first field in error, or to
 *   the alert.
 * - A field's message is an alert too: it is read out when it appears (e.g. on leaving the
 *   field), and tied to the control with aria-describedby / aria-invalid by the ui Field.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Form as FinalForm, useField, useFormState } from 'react-final-form';
import { FORM_ERROR, type FieldValidator, type FormApi } from 'final-form';
import { FormKitContext, alertOf, useFormKit, useTextBinding, validatorFor, type FormKit } from './binding';
import './form.css';
import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  accountPasswordIssues,
  debounceValidation,
  loadPasswordStrength,
  validateValues,
  type AccountPasswordIssue,
  type PasswordOwner,
  type Validator,
} from '@automercato/validation';
import { Field } from '@automercato/ui/field';
import { TextInput, Textarea } from '@automercato/ui/text-input';
import { Button } from '@automercato/ui/button';
import { Checkbox } from '@automercato/ui/checkbox';
import { PasswordStrengthMeter } from '@automercato/ui/password-strength-meter';
import { afterPress, useShownError, FIELD_FEEDBACK_SUBSCRIPTION as FIELD_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { RadioGroup, type RadioOption } from '@automercato/ui/radio-group';
import { submissionErrorsOf, type FormErrors } from './server-errors';
import { t } from './texts';
import { IconCheck } from '@automercato/ui/icons';

export type FormRules<K extends string = string> = Readonly<Record<K, Validator>>;

/** A server-side check of one field: its message, or undefined when the value is accepted. */
export type FieldCheck = (value: unknown) => Promise<string | undefined>;

export interface FormProps<V extends object> {
  /** id of the heading that names the form. */
  labelledBy: string;
  /** The form's own id, for submit buttons outside it (a dialog's actions, with form={id}). */
  id?: string;
  /**
   * One rule per field on screen (their names are also where server messages go). A form
   * written as a superstruct struct passes `structRules(TheStruct)` of @automercato/validation.
   */
  rules: FormRules<Extract<keyof V, string>>;
  /**
   * Checks only the server can make (a partita IVA already registered), asked once the field's own
   * rule passes; the answer is the field's message. Make them remember their answers: a field is
   * validated again whenever any value changes.
   */
  checks?: Partial<Record<Extract<keyof V, string>, FieldCheck>>;
  initialValues?: Partial<V>;
  /** Resolve with nothing on success; throw (ApiError…) or resolve with errors otherwise. */
  onSubmit: (values: V, form: FormApi<V>) => Promise<FormErrors | void>;
  /** Without a label the form has no submit button of its own (it is outside, see `id`). */
  submitLabel?: string;
  busyLabel?: string;
  children: ReactNode;
  /** Extra content after the submit button. */
  after?: ReactNode;
  className?: string;
  submitVariant?: 'primary' | 'secondary';
  /** Full-width submit (auth pages) or natural width (profile sections). */
  wideSubmit?: boolean;
}

function focusFirstProblem(form: HTMLFormElement | null): void {
  if (!form) return;
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) field.focus();
  else form.querySelector<HTMLElement>('.am-form-alert')?.focus();
}

/** A mutator that changes nothing: final-form validates every field after any mutator. */
const MUTATORS = { revalidate: () => undefined };

export function Form<V extends object>(props: FormProps<V>) {
  const { rules, checks, onSubmit, labelledBy } = props;
  const names = useMemo(() => Object.keys(rules), [rules]);
  // One debounced validator per field, stable for the form's life (each keeps its own timer).
  const validators = useMemo(() => {
    const out: Record<string, FieldValidator<unknown>> = {};
    for (const name of names) {
      const rule = rules[name as Extract<keyof V, string>];
      const check = checks?.[name as Extract<keyof V, string>];
      out[name] = debounceValidation<unknown, object>(check ? (value, all) => rule(value, all) ?? check(value) : rule);
    }
    return out;
  }, [rules, checks, names]);
  const kit = useMemo<FormKit>(() => ({ validators }), [validators]);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // After a failed submit: once the messages are on screen (after the commit), focus the
  // first field in error, or the alert.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0) focusFirstProblem(formRef.current);
  }, [failedSubmits]);

  const submit = async (values: V, form: FormApi<V>): Promise<FormErrors | undefined> => {
    // The same rules once more, synchronously: nothing invalid ever reaches the server.
    const problems = validateValues(rules as FormRules, values) as FormErrors;
    if (Object.keys(problems).length > 0) return problems;
    try {
      return (await onSubmit(values, form)) ?? undefined;
    } catch (error) {
      return submissionErrorsOf(error, names);
    }
  };

  return (
    <FormKitContext.Provider value={kit}>
      <FinalForm<V>
        onSubmit={submit}
        initialValues={props.initialValues}
        validateOnBlur
        mutators={MUTATORS}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError, form }) => {
          const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const state = form.getState();
            if (state.submitting) return;
            // A value typed and sent with Enter was never blurred: validate everything first
            // (the submit then waits for the debounced checks).
            form.mutators['revalidate']?.();
            await handleSubmit();
            if (!mounted.current) return;
            if (form.getState().submitFailed) setFailedSubmits((n) => n + 1);
          };
          return (
            <form
              ref={formRef}
              id={props.id}
              className={`am-form${props.className ? ` ${props.className}` : ''}`}
              aria-labelledby={labelledBy}
              aria-busy={submitting || undefined}
              noValidate
              onSubmit={(event) => void onFormSubmit(event)}
            >
              <div role="alert" className="am-form-alert-slot">
                {typeof submitError === 'string' && submitError ? (
                  <p className="am-form-alert" tabIndex={-1}>
                    {submitError}
                  </p>
                ) : null}
              </div>
              {props.children}
              {props.submitLabel === undefined ? null : (
                <div className="am-form__actions">
                  <Button
                    type="submit"
                    size={props.wideSubmit === false ? 'md' : 'lg'}
                    fullWidth={props.wideSubmit !== false}
                    variant={props.submitVariant ?? 'primary'}
                    busy={submitting}
                  >
                    {submitting ? (props.busyLabel ?? props.submitLabel) : props.submitLabel}
                  </Button>
                  {props.after}
                </div>
              )}
            </form>
          );
        }}
      />
    </FormKitContext.Provider>
  );
}

export { FORM_ERROR };

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  required?: boolean;
  optionalText?: string;
  hint?: ReactNode;
  maxLength?: number;
  disabled?: boolean;
  /** On the field's box (label, control and messages), for a form's layout. */
  className?: string;
}

export function TextField({ name, label, type = 'text', required, optionalText, hint, className, ...input }: TextFieldProps) {
  const { control, error } = useTextBinding(name);
  return (
    <Field label={label} required={required} optionalText={optionalText} hint={hint} error={error} className={className}>
      <TextInput
        {...input}
        {...control}
        type={type}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
    </Field>
  );
}

export interface TextAreaFieldProps extends Pick<TextFieldProps, 'name' | 'label' | 'required' | 'maxLength'> {
  rows?: number;
  /** A hint, or one made from what is typed (a character count). */
  hint?: ReactNode | ((value: string) => ReactNode);
}

/** A free-text field (a message): the same binding and messages as TextField. */
export function TextAreaField({ name, label, required, hint, maxLength, rows = 5 }: TextAreaFieldProps) {
  const { control, error, value } = useTextBinding(name);
  return (
    <Field label={label} required={required} hint={typeof hint === 'function' ? hint(value) : hint} error={error}>
      <Textarea {...control} rows={rows} maxLength={maxLength} />
    </Field>
  );
}

/**
 * The fields of a form under one name (a legend, read by screen readers), locked while the form
 * is sending: nothing typed during the call is lost by the answer.
 */
export function FormFieldset({ legend, legendHidden, className, children }: {
  legend: string;
  /** For screen readers only (a form of one group, named by its heading already). */
  legendHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <fieldset className={`am-form__fieldset${className ? ` ${className}` : ''}`} disabled={submitting}>
      <legend className={legendHidden ? 'am-visually-hidden' : 'am-form__legend'}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Short Italian labels of the account password requirements (SPEC §5), for the checklist. */
export const PASSWORD_CHECKLIST: readonly { issue: AccountPasswordIssue; label: string }[] = [
  { issue: 'min', label: t('checklist.min', { min: ACCOUNT_PASSWORD_MIN_LENGTH }) },
  { issue: 'uppercase', label: t('checklist.uppercase') },
  { issue: 'lowercase', label: t('checklist.lowercase') },
  { issue: 'digit', label: t('checklist.digit') },
  { issue: 'special', label: t('checklist.special') },
];

/** The live checklist under a new password: what is met, what is missing. */
export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  const issues = new Set(accountPasswordIssues(value));
  return (
    <ul id={id} className="am-password-checklist" aria-label={t('checklist.label')}>
      {PASSWORD_CHECKLIST.map(({ issue, label }) => {
        const met = value !== '' && !issues.has(issue);
        return (
          <li key={issue} className={met ? 'am-password-checklist__item--met' : undefined}>
            <span aria-hidden="true" className="am-password-checklist__mark">
              {met ? <IconCheck size={16} strokeWidth={3} /> : '•'}
            </span>
            {label}
            <span className="am-visually-hidden">{met ? t('checklist.met') : t('checklist.missing')}</span>
          </li>
        );
      })}
    </ul>
  );
}

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  hint?: ReactNode;
  /** A new password: show the live checklist of the account password rule and the strength meter. */
  checklist?: boolean;
  /** Whose password it is, when the form does not have their name and e-mail fields (the profile). */
  owner?: PasswordOwner;
}

/** The owner's words typed in the same form (sign-up: name, surname, e-mail, company), or the given owner. */
function useOwner(given: PasswordOwner | undefined): PasswordOwner {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  return given ?? { name: text('name'), surname: text('surname'), email: text('email'), company: text('company_name') };
}

export function PasswordField({ name, label, autoComplete, required, hint, checklist, owner }: PasswordFieldProps) {
  const kit = useFormKit();
  const { input, meta } = useField<string>(name, { validate: validatorFor(kit, name), subscription: FIELD_SUBSCRIPTION });
  const error = useShownError(meta);
  const [visible, setVisible] = useState(false);
  const checklistId = useId();
  const strengthId = useId();
  const words = useOwner(owner);
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <div className="am-password-field">
      <Field label={label} required={required} hint={hint} error={alertOf(error)}>
        {(control) => (
          <div className="am-password">
            <TextInput
              {...control}
              aria-describedby={[control['aria-describedby'], checklist ? `${checklistId} ${strengthId}` : undefined].filter(Boolean).join(' ') || undefined}
              name={input.name}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              spellCheck={false}
              autoCapitalize="none"
              maxLength={1024}
              value={value}
              onChange={input.onChange}
              onBlur={() => afterPress(input.onBlur)}
              onFocus={input.onFocus}
            />
            <button
              type="button"
              className="am-password__toggle"
              aria-pressed={visible}
              aria-label={visible ? t('password.hideLabel', { label: label.toLowerCase() }) : t('password.showLabel', { label: label.toLowerCase() })}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? t('password.hide') : t('password.show')}
            </button>
          </div>
        )}
      </Field>
      {checklist ? <PasswordStrengthMeter id={strengthId} password={value} owner={words} load={loadPasswordStrength} /> : null}
      {checklist ? <PasswordChecklist id={checklistId} value={value} /> : null}
    </div>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** A box that must be ticked (the terms); screen readers say so. */
  required?: boolean;
}

/** A checkbox validates on change (its change is the commit). */
export function CheckboxField({ name, label, description, required }: CheckboxFieldProps) {
  const kit = useFormKit();
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    validate: validatorFor(kit, name),
    subscription: FIELD_SUBSCRIPTION,
  });
  const error = useShownError(meta);
  return (
    <Checkbox
      name={input.name}
      label={label}
      description={description}
      error={alertOf(error)}
      checked={Boolean(input.checked)}
      aria-required={required || undefined}
      onChange={(event) => {
        input.onChange(event);
        input.onBlur();
      }}
      onFocus={input.onFocus}
    />
  );
}

export interface RadioFieldProps {
  name: string;
  label: string;
  options: readonly RadioOption[];
  hint?: ReactNode;
}

/** A radio group validates on change. */
export function RadioField({ name, label, options, hint }: RadioFieldProps) {
  const kit = useFormKit();
  const { input, meta } = useField<string>(name, { validate: validatorFor(kit, name), subscription: FIELD_SUBSCRIPTION });
  const error = useShownError(meta);
  return (
    <RadioGroup
      name={input.name}
      label={label}
      options={options}
      hint={hint}
      error={alertOf(error)}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
    />
  );
}
