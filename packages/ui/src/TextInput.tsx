import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './internal/cx';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  ref?: Ref<HTMLInputElement>;
  /** Sets aria-invalid (Field does it for you). */
  invalid?: boolean;
  /** Text or icon inside the box before the value, e.g. "€". */
  prefix?: ReactNode;
  /** Text or icon inside the box after the value, e.g. "km". */
  suffix?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A text-like input (text, email, password, search, number, tel…). */
export function TextInput({ invalid, prefix, suffix, size = 'md', className, type = 'text', ...rest }: TextInputProps) {
  const input = (
    <input
      {...rest}
      type={type}
      className={cx('am-input', `am-input--${size}`, !(prefix || suffix) && className)}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <div className={cx('am-input-group', prefix ? 'am-input-group--start' : null, suffix ? 'am-input-group--end' : null, className)}>
      {prefix ? (
        <span className="am-input-group__addon am-input-group__addon--start" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      {input}
      {suffix ? (
        <span className="am-input-group__addon am-input-group__addon--end" aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
}

/** A multi-line text box (vertical resize only). */
export function Textarea({ invalid, className, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      {...rest}
      rows={rows}
      className={cx('am-input', 'am-textarea', className)}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
    />
  );
}
