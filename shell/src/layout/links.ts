/** Links of the footer (informational pages, SPEC §2) and of the auth layout. */
export const INFO_LINKS = [
  { to: '/faq', label: 'Domande frequenti' },
  { to: '/how-it-works', label: 'Come funziona' },
  { to: '/for-dealers', label: 'Per i concessionari' },
  { to: '/about-us', label: 'Chi siamo' },
  { to: '/contact-us', label: 'Contatti' },
  { to: '/tos', label: 'Termini e condizioni' },
  { to: '/privacy-policy', label: 'Privacy' },
] as const;

/** Dealer area entry: the `q` placeholder lets the guards pick (or ask for) the dealer. */
export const DEALER_AREA_LINK = '/dealer/q/listings';
export const ADMIN_AREA_LINK = '/admin';
