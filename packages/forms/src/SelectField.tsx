/** A choice from a list (the native select of @automercato/ui): picking is the commit, so it validates on change. */
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field } from '@automercato/ui/field';
import { Select, type SelectOption } from '@automercato/ui/select';
import { useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { alertOf, useFormKit, validatorFor } from './binding';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Scegli…"): its value is ''. */
  placeholder?: string;
  required?: boolean;
  optionalText?: string;
  hint?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
  className?: string;
}

export function SelectField({ name, label, options, placeholder, required, optionalText, hint, disabled, autoComplete, className }: SelectFieldProps) {
  const kit = useFormKit();
  const { input, meta } = useField<string>(name, { validate: validatorFor(kit, name), subscription: FIELD_FEEDBACK_SUBSCRIPTION });
  const error = useShownError(meta);
  return (
    <Field label={label} required={required} optionalText={optionalText} hint={hint} error={alertOf(error)} className={className}>
      <Select
        name={input.name}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(event) => {
          input.onChange(event.target.value);
          input.onBlur();
        }}
        onFocus={input.onFocus}
      />
    </Field>
  );
}
