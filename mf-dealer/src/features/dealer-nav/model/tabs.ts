/**
 * The tabs of the dealer area, in the order the tab bar shows them. A slice that adds a section
 * (Statistiche, Impostazioni, Importa) adds its entry here and its route in routes.tsx + the shell's
 * DEALER_SECTIONS; `section` is the path segment after /dealer/{uuid}/.
 */
export interface DealerTab {
  section: string;
  label: string;
}

export const DEALER_TABS: readonly DealerTab[] = [
  { section: 'listings', label: 'Annunci' },
  { section: 'messages', label: 'Messaggi' },
  { section: 'statistics', label: 'Statistiche' },
  { section: 'plan', label: 'Piano' },
  { section: 'carfax', label: 'Report Carfax' },
  { section: 'carfax-reports', label: 'Report acquistati' },
];

export const dealerSectionHref = (dealerUuid: string, section: string) => `/dealer/${encodeURIComponent(dealerUuid)}/${section}`;

/** The tab a path belongs to: /dealer/{uuid}/listings/new is still "Annunci". */
export function currentSection(pathname: string): string | null {
  const match = /^\/dealer\/[^/]+\/([^/?#]+)/.exec(pathname);
  if (!match) return null;
  const section = match[1]!;
  return DEALER_TABS.some((tab) => tab.section === section) ? section : null;
}
