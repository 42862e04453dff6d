/**
 * The `common` namespace: interface texts shared by the shell and every remote (it-IT).
 * Remotes keep their own texts in their own namespace (`addNamespace`), not here.
 * Interpolation: `{{name}}`; plurals: `_one` / `_many` / `_other` (CLDR Italian has "many"
 * for 1.000.000, so it is spelled out the same as "other"); `{{count, number}}` groups
 * thousands the it-IT way ("1.500").
 */
export const common = {
  actions: {
    search: 'Cerca',
    cancel: 'Annulla',
    ok: 'OK',
    retry: 'Riprova',
    save: 'Salva',
    close: 'Chiudi',
    signIn: 'Accedi',
    signOut: 'Esci',
    signUp: 'Registrati',
    confirm: 'Conferma',
    yes: 'Sì',
    no: 'No',
    back: 'Indietro',
    edit: 'Modifica',
    delete: 'Elimina',
    send: 'Invia',
    apply: 'Applica',
    resetFilters: 'Azzera filtri',
    showMore: 'Mostra altro',
    showLess: 'Mostra meno',
  },
  titles: {
    error: 'Errore',
    success: 'Completato',
    warning: 'Attenzione',
    info: 'Informazione',
  },
  status: {
    loading: 'Caricamento…',
    saving: 'Salvataggio in corso…',
    sending: 'Invio in corso…',
  },
  empty: {
    generic: 'Nessun elemento da mostrare',
    results: 'Nessun risultato trovato',
    resultsHint: 'Prova a modificare i filtri o ad ampliare la zona di ricerca.',
    listings: 'Nessun annuncio',
    favourites: 'Non hai ancora aggiunto annunci ai preferiti',
    messages: 'Nessun messaggio',
    reports: 'Nessun report',
  },
  pagination: {
    page: 'Pagina {{page}} di {{last}}',
    previous: 'Precedente',
    next: 'Successiva',
    first: 'Prima pagina',
    last: 'Ultima pagina',
  },
  units: {
    km: 'km',
    kw: 'kW',
    cv: 'CV',
    eur: '€',
    kg: 'kg',
    radiusKm: '{{count}} km',
  },
  counts: {
    listings_one: '{{count, number}} annuncio',
    listings_many: '{{count, number}} annunci',
    listings_other: '{{count, number}} annunci',
    results_one: '{{count, number}} risultato',
    results_many: '{{count, number}} risultati',
    results_other: '{{count, number}} risultati',
  },
  vehicle: {
    neopatentati: 'Adatta ai neopatentati',
  },
  errors: {
    timeout: 'Timeout scaduto',
    generic: 'Si è verificato un errore. Riprova più tardi.',
    loadFailed: 'Non è stato possibile caricare questa sezione.',
  },
} as const;

export type CommonResources = typeof common;
