/**
 * What the report view shows of a report document, as pure functions: the Problem Check lines,
 * Italian labels of the document's codes, and the odometer readings with a roll-back flagged.
 */
import { missingEmissionClass, type CarfaxReportDocument } from '@automercato/api-sdk';
import { t } from '../texts';

export { problemCheckLines, problemCount, type CheckLine } from '@automercato/entities/carfax';

export const OWNER_USE_LABELS: Record<string, string> = {
  privato: 'Privato', noleggio: 'Noleggio', taxi: 'Taxi', leasing: 'Leasing', aziendale: 'Aziendale',
};
export const SEVERITY_LABELS: Record<string, string> = { lieve: 'Lieve', media: 'Media', grave: 'Grave' };
export const LIEN_LABELS: Record<string, string> = {
  fermo_amministrativo: t('report.fermoAmministrativo'), sequestro: t('report.sequestro'), riserva_di_proprieta: t('report.riservaDiProprieta'),
};
export const INSPECTION_LABELS: Record<string, string> = { regolare: t('report.regolare'), ripetere: t('report.daRipetere'), sospeso: t('report.sospesoDallaCircolazione') };
export const REGISTRATION_LABELS: Record<string, string> = {
  prima_immatricolazione: t('report.primaImmatricolazione'), immatricolazione_italia: t('report.immatricolazioneInItalia'),
  radiazione: t('report.radiazione'), reimmatricolazione: t('report.reimmatricolazione'),
};
export const ODOMETER_SOURCE_LABELS: Record<string, string> = {
  immatricolazione: t('report.immatricolazione'), tagliando: t('report.tagliando'), revisione: t('report.revisione'), passaggio_di_proprieta: t('report.passaggioDiProprieta'),
  officina: t('report.officina'), annuncio: t('report.annuncio'),
};
const COUNTRIES: Record<string, string> = {
  IT: t('report.italia'), DE: t('report.germania'), FR: t('report.francia'), ES: t('report.spagna'), AT: t('report.austria'), BE: t('report.belgio'), NL: t('report.paesiBassi'), CH: t('report.svizzera'),
  PL: t('report.polonia'), CZ: t('report.repubblicaCeca'), SI: t('report.slovenia'), PT: t('report.portogallo'), GB: t('report.regnoUnito'), LU: t('report.lussemburgo'),
};
export const countryName = (code: string) => COUNTRIES[code.toUpperCase()] ?? code;

/**
 * "euro-6" → "Euro 6", "euro-6d-temp" → "Euro 6D-TEMP". Without a class: "Nessuna (veicolo a zero
 * emissioni allo scarico)" only for a vehicle known to be electric or hydrogen, else "Non indicata"
 * (a diesel whose class nobody gave, or an older document without the power type).
 */
export function emissionClassLabel(slug: string | null, powerType?: string | null): string {
  if (slug === null) return missingEmissionClass(powerType) === 'none' ? t('report.nessunaVeicoloAZero') : t('report.nonIndicata');
  const match = /^euro-?(.+)$/i.exec(slug);
  return match ? t('report.euro', { v0: match[1]!.toUpperCase() }) : slug;
}

export const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;

export interface OdometerPoint {
  date: string;
  km: number;
  source: string;
  /** Lower than the reading before it (the provider's flag or seen here). */
  rollback: boolean;
}

/** The readings in date order, each flagged when lower than the one before it. */
export function odometerPoints(doc: Pick<CarfaxReportDocument, 'odometer'>): OdometerPoint[] {
  const sorted = [...doc.odometer].sort((a, b) => a.date.localeCompare(b.date));
  return sorted.map((reading, i) => ({
    date: reading.date, km: reading.km, source: reading.source,
    rollback: reading.rollback || (i > 0 && reading.km < sorted[i - 1]!.km),
  }));
}

/** Whether the report shows a roll-back anywhere (the summary's flag or the readings). */
export const hasRollback = (doc: Pick<CarfaxReportDocument, 'odometer' | 'problem_check'>) =>
  doc.problem_check.odometer_rollback || odometerPoints(doc).some((p) => p.rollback);
