/**
 * Taking the buyer to the contact form ("Scrivi al concessionario", the phone bar's "Scrivi"):
 * the section scrolls into view and focus lands where there is something to write: the first
 * required field still empty (a guest's name, then e-mail), else the message. Once the message is
 * sent, the section's own first control ("Scrivi un altro messaggio").
 */

type Writable = HTMLInputElement | HTMLTextAreaElement;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The field "Scrivi" focuses in `section`, or null when the form is not there. */
function fieldToWrite(section: HTMLElement): Writable | null {
  const fields = [...section.querySelectorAll<Writable>('input, textarea')].filter(
    (field) => !field.disabled && !field.readOnly && field.type !== 'hidden',
  );
  return (
    fields.find((field) => (field.required || field.getAttribute('aria-required') === 'true') && field.value.trim() === '') ??
    fields.find((field) => field instanceof HTMLTextAreaElement) ??
    fields[0] ??
    null
  );
}

/**
 * Scrolls to the section `id` and focuses the field to write in. False when the section is not on
 * the page (the caller then lets its link follow the hash).
 */
export function goToContactForm(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const field = fieldToWrite(section);
  if (field) {
    field.focus({ preventScroll: true });
    // The message comes with a template: the caret after it, ready to add to it.
    if (field instanceof HTMLTextAreaElement && field.value !== '') field.setSelectionRange(field.value.length, field.value.length);
    return true;
  }
  section.querySelector<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])')?.focus({ preventScroll: true });
  return true;
}
