/**
 * A number typed by hand (price, mileage, power, a cap): a text box with the numeric keyboard,
 * not <input type="number"> — that one drops what it cannot parse ("12.000") and changes the
 * value on the wheel. The value stays the text typed, so the field's rule (min_value,
 * max_value, numeric… which read numeric text) can say what is wrong with it; the form turns it
 * into a number when it sends it.
 */
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { afterPress, useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { alertOf, useFormKit, validatorFor } from './binding';

export interface NumberFieldProps {
  name: string;
  label: string;
  /** 'decimal' when a separator is allowed. */
  inputMode?: 'numeric' | 'decimal';
  /** The unit in the box, after the value ("km", "€", "kW"). */
  suffix?: ReactNode;
  prefix?: ReactNode;
  required?: boolean;
  optionalText?: string;
  hint?: ReactNode;
  maxLength?: number;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
}

/** A value from the form (a number from the server, or text typed) as the text in the box. */
function textOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

export function NumberField({ name, label, required, optionalText, hint, className, inputMode = 'numeric', ...input }: NumberFieldProps) {
  const kit = useFormKit();
  const { input: bound, meta } = useField<string | number>(name, { validate: validatorFor(kit, name), subscription: FIELD_FEEDBACK_SUBSCRIPTION });
  const error = useShownError(meta);
  return (
    <Field label={label} required={required} optionalText={optionalText} hint={hint} error={alertOf(error)} className={className}>
      <TextInput
        {...input}
        name={bound.name}
        inputMode={inputMode}
        value={textOf(bound.value)}
        onChange={bound.onChange}
        onBlur={() => afterPress(bound.onBlur)}
        onFocus={bound.onFocus}
      />
    </Field>
  );
}
