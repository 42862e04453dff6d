/**
 * The filter-change timing of /risultati, shared by the e2e journey (loose ceiling) and
 * `npm run bench:web` (the budget): it runs IN THE PAGE (pass it to page.evaluate), so it may use
 * nothing but the DOM. It ticks the filter checkbox named `label` and resolves with the
 * milliseconds until the results show `total` and start with `first`, after the next paint.
 */
export interface FilterStep {
  /** The checkbox label in the filter panel, e.g. "Diesel". */
  label: string;
  /** The status line expected after the change, e.g. "37 annunci". */
  total: string;
  /** Addresses of the first listings expected. */
  first: string[];
}

export async function tickFilterUntilPainted({ label, total, first }: FilterStep): Promise<number> {
  const box = Array.from(document.querySelectorAll<HTMLInputElement>('aside input[type="checkbox"]'))
    .find((input) => input.labels?.[0]?.textContent?.trim() === label);
  if (!box) throw new Error(`no checkbox "${label}"`);
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = () => {
    const list = document.querySelector('ol.ms-list');
    if (!list || list.hasAttribute('aria-busy')) return false;
    if (norm(document.querySelector('.ms-results__total')?.textContent) !== total) return false;
    const hrefs = Array.from(list.querySelectorAll('h2 a')).slice(0, 3).map((a) => a.getAttribute('href'));
    return hrefs.join(' ') === first.join(' ');
  };
  const start = performance.now();
  box.click();
  await new Promise<void>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(resolve, 0)); // after the next paint
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the results for "${label}" (${total}) were not shown within 10 s`));
    }, 10_000);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return performance.now() - start;
}
