/**
 * @automercato/forms: the one way to build a form (react-final-form, the rules of
 * @automercato/validation, the API's errors on their fields, the controls of @automercato/ui).
 */
export {
  Form, FORM_ERROR, FormFieldset, TextField, TextAreaField, PasswordField, PasswordChecklist, PASSWORD_CHECKLIST, CheckboxField, RadioField,
  type FormProps, type FormRules, type FieldCheck, type TextFieldProps, type TextAreaFieldProps, type PasswordFieldProps, type CheckboxFieldProps, type RadioFieldProps,
} from './Form';
export { SelectField, type SelectFieldProps } from './SelectField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { CheckboxGroupField, type CheckboxGroupFieldProps, type CheckboxGroupOption } from './CheckboxGroupField';
export { useTextBinding } from './binding';
export { CODE_FIELDS, GENERIC_ERROR, errorTextOf, submissionErrorsOf, type FormErrors } from './server-errors';
