/**
 * A number typed by hand (price, mileage, power, a cap): a text box with the numeric keyboard,
 * not <input type="number"> — that one drops what it cannot parse ("12.000") and changes the
 * value on the wheel. The value stays the text typed, so the field's rule (min_value,
 * max_value, numeric… which read numeric text) can say what is wrong with it; the form turns it
 * into a number when it sends it.
 */
import type { ReactNode } from 'react';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { useTextBinding } from './binding';

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

export function NumberField({ name, label, required, optionalText, hint, className, inputMode = 'numeric', ...input }: NumberFieldProps) {
  const { control, error } = useTextBinding(name);
  return (
    <Field label={label} required={required} optionalText={optionalText} hint={hint} error={error} className={className}>
      <TextInput {...input} {...control} inputMode={inputMode} />
    </Field>
  );
}
