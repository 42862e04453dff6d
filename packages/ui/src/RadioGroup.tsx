import { useId, type ChangeEvent, type ReactNode } from 'react';
import { cx, ids } from './internal/cx';
import { FieldMessages } from './internal/FieldMessages';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Group label (the fieldset legend). */
  label: ReactNode;
  /** Name shared by the radios; generated when absent. */
  name?: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** "segmented": buttons side by side (e.g. CV / kW). */
  appearance?: 'default' | 'segmented';
  labelHidden?: boolean;
  className?: string;
}

/**
 * Native radios in a fieldset with role="radiogroup": arrow keys move and select, Tab enters
 * and leaves the group, aria-invalid / aria-describedby carry the error and the hint.
 */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  appearance = 'default',
  labelHidden,
  className,
}: RadioGroupProps) {
  const auto = useId();
  const base = `am-radio-${auto}`;
  const groupName = name ?? base;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  return (
    <fieldset
      role="radiogroup"
      className={cx(
        'am-radio-group',
        `am-radio-group--${orientation}`,
        appearance === 'segmented' && 'am-radio-group--segmented',
        error ? 'am-radio-group--invalid' : null,
        className,
      )}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={ids(errorId, hintId)}
      disabled={disabled}
    >
      <legend className={cx('am-field__label', labelHidden && 'am-visually-hidden')}>
        {label}
        {required ? (
          <span className="am-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <div className="am-radio-group__options">
        {options.map((o, i) => {
          const id = `${base}-${i}`;
          const descId = o.description ? `${id}-desc` : undefined;
          return (
            <div key={o.value} className="am-radio">
              <input
                type="radio"
                id={id}
                name={groupName}
                value={o.value}
                className="am-radio__input"
                disabled={o.disabled}
                aria-describedby={descId}
                {...(value !== undefined
                  ? { checked: value === o.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === o.value }
                    : {})}
                onChange={(e) => onChange?.(o.value, e)}
                onBlur={onBlur}
              />
              <span className="am-check__text">
                <label htmlFor={id} className="am-check__label">
                  {o.label}
                </label>
                {o.description ? (
                  <span id={descId} className="am-check__desc">
                    {o.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
