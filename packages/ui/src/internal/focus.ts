const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/**
 * Elements reachable with Tab inside `root`, in DOM order: skips tabindex="-1", hidden/inert
 * subtrees and, for radio groups, every radio but the checked one (or the first).
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = Array.from(root.querySelectorAll<HTMLElement>(TABBABLE));
  const radios = new Map<string, HTMLInputElement>();
  for (const el of all) {
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name && !el.disabled) {
      const seen = radios.get(el.name);
      if (!seen || (!seen.checked && el.checked)) radios.set(el.name, el);
    }
  }
  return all.filter((el) => {
    if (el.tabIndex < 0 || el.getAttribute('tabindex') === '-1') return false;
    if (el.closest('[hidden],[inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) return radios.get(el.name) === el;
    return true;
  });
}
