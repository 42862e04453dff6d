import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx, ids } from './internal/cx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Visible label (clicking it toggles the box). */
  label: ReactNode;
  /** Smaller text under the label (aria-describedby). */
  description?: ReactNode;
  /** Error text under the label (aria-invalid + aria-describedby). */
  error?: ReactNode;
}

function useParts(id: string | undefined, description: ReactNode, error: ReactNode, describedBy: string | undefined) {
  const auto = useId();
  const inputId = id ?? `am-check-${auto}`;
  const descId = description ? `${inputId}-desc` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, descId, errorId, describedBy: ids(errorId, descId, describedBy) };
}

function Extra({ descId, description, errorId, error }: { descId?: string; description: ReactNode; errorId?: string; error: ReactNode }) {
  return (
    <>
      {description ? (
        <span id={descId} className="am-check__desc">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="am-check__error">
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A native checkbox with a custom box. */
export function Checkbox({ label, description, error, id, className, ...rest }: CheckboxProps) {
  const p = useParts(id, description, error, rest['aria-describedby']);
  return (
    <div className={cx('am-check', error ? 'am-check--invalid' : null, className)}>
      <input
        {...rest}
        id={p.inputId}
        type="checkbox"
        className="am-check__input"
        aria-describedby={p.describedBy}
        aria-invalid={error ? true : rest['aria-invalid']}
      />
      <span className="am-check__text">
        <label htmlFor={p.inputId} className="am-check__label">
          {label}
        </label>
        <Extra descId={p.descId} description={description} errorId={p.errorId} error={error} />
      </span>
    </div>
  );
}

export type SwitchProps = CheckboxProps;

/** An on/off switch: a native checkbox with role="switch" (announced "attivato/disattivato"). */
export function Switch({ label, description, error, id, className, ...rest }: SwitchProps) {
  const p = useParts(id, description, error, rest['aria-describedby']);
  return (
    <div className={cx('am-switch', error ? 'am-check--invalid' : null, className)}>
      <span className="am-check__text">
        <label htmlFor={p.inputId} className="am-check__label">
          {label}
        </label>
        <Extra descId={p.descId} description={description} errorId={p.errorId} error={error} />
      </span>
      <input
        {...rest}
        id={p.inputId}
        type="checkbox"
        role="switch"
        className="am-switch__input"
        aria-describedby={p.describedBy}
        aria-invalid={error ? true : rest['aria-invalid']}
      />
    </div>
  );
}
