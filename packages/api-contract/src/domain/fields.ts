/**
 * A listing's vehicle fields and their Italian labels, in the SPEC's wording ("colore interno",
 * "colore esterno"): one table for the form's messages, the server's answers and the audit trail,
 * so a field is called the same everywhere. (The search filters name theirs in filters.ts.)
 */
export const VEHICLE_FIELD_LABELS = {
  make: 'Marca',
  model: 'Modello',
  version: 'Versione',
  registration_year: 'Anno di immatricolazione',
  registration_month: 'Mese di immatricolazione',
  mileage: 'Chilometraggio',
  power_type: 'Alimentazione',
  gearbox_type: 'Cambio',
  power_kw: 'Potenza (kW)',
  horsepower: 'Potenza (CV)',
  category: 'Carrozzeria',
  exterior_color: 'Colore esterno',
  exterior_paint_type: 'Tipo di vernice',
  interior_color: 'Colore interno',
  interior_material: 'Materiale degli interni',
  traction_type: 'Trazione',
  emission_class: 'Classe di emissione',
  origin: 'Provenienza',
  price: 'Prezzo',
  price_negotiable: 'Prezzo trattabile',
  description: 'Descrizione',
  vin: 'Numero di telaio (VIN)',
  plate: 'Targa',
  reference: 'Riferimento interno',
  doors: 'Porte',
  seats: 'Posti',
  engine_cc: 'Cilindrata',
} as const;

export type VehicleField = keyof typeof VEHICLE_FIELD_LABELS;

/** A label as it reads inside a sentence ("Il campo colore interno è richiesto"): only the first letter changes. */
export const inSentence = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1);

/** VEHICLE_FIELD_LABELS inside a sentence, for the validation messages. */
export const VEHICLE_FIELD_LABELS_IN_SENTENCE = Object.fromEntries(
  Object.entries(VEHICLE_FIELD_LABELS).map(([field, label]) => [field, inSentence(label)]),
) as { readonly [F in VehicleField]: string };
