import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cx, ids } from './internal/cx';
import { FieldMessages } from './internal/FieldMessages';

/** What a Field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** Visible label, tied to the control with for/id. */
  label: ReactNode;
  /** Help text under the control (aria-describedby). */
  hint?: ReactNode;
  /** Error text: sets aria-invalid on the control and is read with it (aria-describedby). */
  error?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "facoltativo". */
  optionalText?: string;
  /** Id for the control; generated when absent (or taken from the child's own id). */
  id?: string;
  /** Hide the label visually (still read by screen readers). */
  labelHidden?: boolean;
  className?: string;
  /**
   * The control: one element (TextInput, Textarea, Select, a native input…) that receives id,
   * aria-describedby, aria-invalid and aria-required; or a function receiving those props.
   */
  children: ReactElement<Record<string, unknown>> | ((control: FieldControlProps) => ReactNode);
}

/**
 * Label + control + hint + error. The wiring is done by cloning the single child (or calling
 * the render function), so it needs no React context and works across federated bundles.
 */
export function Field({ label, hint, error, required, optionalText, id, labelHidden, className, children }: FieldProps) {
  const auto = useId();
  const childProps = typeof children !== 'function' && isValidElement(children) ? children.props : undefined;
  const controlId = id ?? (typeof childProps?.id === 'string' ? childProps.id : `am-field-${auto}`);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const invalid = Boolean(error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': ids(errorId, hintId, childProps?.['aria-describedby'] as string | undefined),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const rendered =
    typeof children === 'function' ? children(control) : isValidElement(children) ? cloneElement(children, { ...control }) : children;

  return (
    <div className={cx('am-field', invalid && 'am-field--invalid', className)}>
      <label htmlFor={controlId} className={cx('am-field__label', labelHidden && 'am-visually-hidden')}>
        {label}
        {required ? (
          <span className="am-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : optionalText ? (
          <span className="am-field__optional"> ({optionalText})</span>
        ) : null}
      </label>
      {rendered}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
