/**
 * What every field of the kit shares with its <Form>: the one debounced validator per field
 * (each keeps its own timer, so it must live as long as the form), and how a message is shown.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { afterPress, useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';

export interface FormKit {
  validators: Readonly<Record<string, FieldValidator<unknown>>>;
}

export const FormKitContext = createContext<FormKit | null>(null);

export function useFormKit(): FormKit {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('Form fields must be rendered inside <Form> of @automercato/forms');
  return kit;
}

/** A field's message as an alert (read out when it appears). */
export function alertOf(message: string | undefined): ReactNode {
  return message ? <span role="alert">{message}</span> : undefined;
}

export function validatorFor(kit: FormKit, name: string): FieldValidator<unknown> | undefined {
  return kit.validators[name];
}

/** A value from the form (a number from the server, or text typed) as the text in a box. */
function textOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

/**
 * A text box bound to its field: the props for the control (the blur check waits for a press to
 * end, so a button never moves under the pointer) and the message to show, as an alert.
 */
export function useTextBinding(name: string) {
  const kit = useFormKit();
  const { input, meta } = useField<string | number>(name, { validate: validatorFor(kit, name), subscription: FIELD_FEEDBACK_SUBSCRIPTION });
  const error = useShownError(meta);
  const value = textOf(input.value);
  return {
    value,
    error: alertOf(error),
    control: {
      name: input.name,
      value,
      onChange: input.onChange,
      onBlur: () => afterPress(input.onBlur),
      onFocus: input.onFocus,
    },
  };
}
