import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx, ids } from './internal/cx';
import { Select, type SelectOption } from './Select';
import { TextInput } from './TextInput';
import { FieldMessages } from './internal/FieldMessages';

type InputSide = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'size' | 'prefix'>;
type SelectSide = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'size'>;

interface RangeCommon {
  /** Group label, e.g. "Prezzo" (the fieldset legend). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Accessible names of the two controls; default "<label> da" / "<label> a" ("Prezzo da"). */
  fromLabel?: string;
  toLabel?: string;
  /** Placeholders (number) or empty-option texts (select); default "Da" / "A". */
  fromPlaceholder?: string;
  toPlaceholder?: string;
  labelHidden?: boolean;
  className?: string;
  size?: 'sm' | 'md';
}

export interface NumberRangeProps extends RangeCommon {
  kind?: 'number';
  /** Unit shown inside the boxes, e.g. "€", "km", "CV". */
  unit?: ReactNode;
  /** Props of the "from" input (value, onChange, name, min, max, step, onBlur…). */
  from: InputSide;
  to: InputSide;
}

export interface SelectRangeProps extends RangeCommon {
  kind: 'select';
  /** Options of both selects (or per side with fromOptions / toOptions). */
  options?: readonly SelectOption[];
  fromOptions?: readonly SelectOption[];
  toOptions?: readonly SelectOption[];
  from: SelectSide;
  to: SelectSide;
}

export type RangeInputProps = NumberRangeProps | SelectRangeProps;

/**
 * A from/to pair (price, km, year, power) under one label. The swap of a reversed pair and the
 * clamping (SPEC §5) belong to the form logic, not to this view.
 */
export function RangeInput(props: RangeInputProps) {
  const { label, hint, error, labelHidden, className, size = 'md' } = props;
  const prefix = typeof label === 'string' ? `${label} ` : '';
  const fromLabel = props.fromLabel ?? `${prefix}da`;
  const toLabel = props.toLabel ?? `${prefix}a`;
  const auto = useId();
  const base = `am-range-${auto}`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = ids(errorId, hintId);
  const invalid = Boolean(error);
  const fromPh = props.fromPlaceholder ?? 'Da';
  const toPh = props.toPlaceholder ?? 'A';
  const fromId = `${base}-from`;
  const toId = `${base}-to`;

  let controls: ReactNode;
  if (props.kind === 'select') {
    const fromOptions = props.fromOptions ?? props.options ?? [];
    const toOptions = props.toOptions ?? props.options ?? [];
    controls = (
      <>
        <Select
          {...props.from}
          id={fromId}
          size={size}
          options={fromOptions}
          placeholder={fromPh}
          aria-describedby={describedBy}
          invalid={invalid}
        />
        <span className="am-range__sep" aria-hidden="true">
          –
        </span>
        <Select {...props.to} id={toId} size={size} options={toOptions} placeholder={toPh} aria-describedby={describedBy} invalid={invalid} />
      </>
    );
  } else {
    controls = (
      <>
        <TextInput
          inputMode="numeric"
          {...props.from}
          type="number"
          id={fromId}
          size={size}
          placeholder={fromPh}
          suffix={props.unit}
          aria-describedby={describedBy}
          invalid={invalid}
        />
        <span className="am-range__sep" aria-hidden="true">
          –
        </span>
        <TextInput
          inputMode="numeric"
          {...props.to}
          type="number"
          id={toId}
          size={size}
          placeholder={toPh}
          suffix={props.unit}
          aria-describedby={describedBy}
          invalid={invalid}
        />
      </>
    );
  }

  return (
    <fieldset className={cx('am-range', invalid && 'am-range--invalid', className)}>
      <legend className={cx('am-field__label', labelHidden && 'am-visually-hidden')}>{label}</legend>
      <label htmlFor={fromId} className="am-visually-hidden">
        {fromLabel}
      </label>
      <label htmlFor={toId} className="am-visually-hidden">
        {toLabel}
      </label>
      <div className="am-range__controls">{controls}</div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
