/** The tabs of the dealer and admin areas (no React here, so the switcher can share them). */

export interface AreaTab {
  /** Path segment after the area's base ("plan", "carfax-reports"). */
  section: string;
  label: string;
}

/**
 * The dealer area's tabs, in the order the bar shows them (moved here from mf-dealer's
 * features/dealer-nav). A slice that adds a section adds its tab here, its route in the owning
 * remote and the shell's DEALER_SECTIONS; `section` is the path segment after /dealer/{uuid}/.
 */
export const DEALER_TABS: readonly AreaTab[] = [
  { section: 'listings', label: 'Annunci' },
  { section: 'messages', label: 'Messaggi' },
  { section: 'statistics', label: 'Statistiche' },
  { section: 'plan', label: 'Piano' },
  { section: 'carfax', label: 'Report Carfax' },
  { section: 'carfax-reports', label: 'Report acquistati' },
  { section: 'import', label: 'Importa' },
  { section: 'settings', label: 'Impostazioni' },
];

/** SPEC §2 "Admin" children. */
export const ADMIN_TABS: readonly AreaTab[] = [
  { section: 'users', label: 'Utenti' },
  { section: 'dealers', label: 'Concessionari' },
  { section: 'dealer-admins', label: 'Amministratori' },
  { section: 'listings', label: 'Annunci' },
  { section: 'messages', label: 'Messaggi' },
  { section: 'carfax', label: 'Richieste Carfax' },
  { section: 'carfax-reports', label: 'Report Carfax' },
  // Versions of the remotes, canary and rollback.
  { section: 'releases', label: 'Rilasci' },
];
