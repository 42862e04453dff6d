/** Italian names of a listing's state and moderation, shared by the table and the panel. */
export const STATE_LABELS: Record<string, string> = { draft: 'Bozza', published: 'Pubblicato', withdrawn: 'Ritirato', sold: 'Venduto' };
export const STATUS_LABELS: Record<string, string> = { enabled: 'Attivo', disabled: 'Sospeso' };
