export { Field, type FieldProps, type FieldControlProps } from './Field';
export { TextInput, Textarea, type TextInputProps, type TextareaProps } from './TextInput';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, Switch, type CheckboxProps, type SwitchProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { RangeInput, type RangeInputProps, type NumberRangeProps, type SelectRangeProps } from './RangeInput';
