/**
 * What every field of the kit shares with its <Form>: the one debounced validator per field
 * (each keeps its own timer, so it must live as long as the form), and how a message is shown.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FieldValidator } from 'final-form';

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
