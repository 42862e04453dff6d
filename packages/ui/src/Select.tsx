import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './internal/cx';
import { IconChevronDown } from './Icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  ref?: Ref<HTMLSelectElement>;
  options?: readonly SelectOption[];
  /** First, empty-valued option, e.g. "Tutte le marche". */
  placeholder?: string;
  invalid?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** The native select, styled. Options from `options` and/or children (<option>, <optgroup>). */
export function Select({ options, placeholder, invalid, size = 'md', className, children, ...rest }: SelectProps) {
  return (
    <div className={cx('am-select', `am-select--${size}`, className)}>
      <select {...rest} className="am-select__control" aria-invalid={invalid || rest['aria-invalid'] || undefined}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <IconChevronDown className="am-select__chevron" size={18} />
    </div>
  );
}
