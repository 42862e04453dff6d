/**
 * Several choices out of a list (a user's roles): a fieldset of checkboxes whose value is the
 * list of the ticked options' values. Ticking is the commit, so it validates on change; the
 * group's message is tied to the fieldset.
 */
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox } from '@automercato/ui/checkbox';
import { useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { useFormKit, validatorFor } from './binding';

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Shown but not changeable (kept as it is in the value). */
  disabled?: boolean;
}

export interface CheckboxGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: readonly CheckboxGroupOption[];
  /** A note under the boxes (why some cannot be changed…). */
  note?: ReactNode;
  className?: string;
  /** Class of the note and of the message, for the form's own look. */
  noteClassName?: string;
  errorClassName?: string;
}

export function CheckboxGroupField({ name, legend, options, note, className, noteClassName, errorClassName }: CheckboxGroupFieldProps) {
  const kit = useFormKit();
  const { input, meta } = useField<string[]>(name, { validate: validatorFor(kit, name), subscription: FIELD_FEEDBACK_SUBSCRIPTION });
  const error = useShownError(meta);
  const errorId = useId();
  const ticked: readonly string[] = Array.isArray(input.value) ? input.value : [];
  const toggle = (value: string, on: boolean) => {
    input.onChange(on ? [...ticked.filter((v) => v !== value), value] : ticked.filter((v) => v !== value));
    input.onBlur();
  };
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={input.name}
          value={option.value}
          label={option.label}
          description={option.description}
          checked={ticked.includes(option.value)}
          disabled={option.disabled}
          // The boxes carry the group's state, so a failed submit can put the focus on the first.
          aria-invalid={error && !option.disabled ? true : undefined}
          onChange={(event) => toggle(option.value, event.target.checked)}
          onFocus={input.onFocus}
        />
      ))}
      {note ? <p className={noteClassName}>{note}</p> : null}
      {error ? <p id={errorId} className={errorClassName} role="alert">{error}</p> : null}
    </fieldset>
  );
}
