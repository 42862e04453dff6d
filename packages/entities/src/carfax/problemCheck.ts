/**
 * The Problem Check of a vehicle-history report as a buyer reads it: one line per check, a
 * problem or "all clear". Shown by mf-carfax's report view and by the listing page's summary.
 */
import type { CarfaxProblemCheck } from '@automercato/api-sdk';

export interface CheckLine {
  key: string;
  /** true: a problem was found. */
  problem: boolean;
  label: string;
  text: string;
}

/** The Problem Check as a buyer reads it: one line per check, a problem or "all clear". */
export function problemCheckLines(check: CarfaxProblemCheck): CheckLine[] {
  const line = (key: string, problem: boolean, label: string, bad: string, good: string): CheckLine => ({ key, problem, label, text: problem ? bad : good });
  return [
    line('stolen', check.stolen, 'Furto', 'Risulta una denuncia di furto', 'Nessuna denuncia di furto'),
    line('total_loss', check.total_loss || check.scrapped, 'Demolizione o perdita totale', check.scrapped ? 'Risulta radiato per demolizione' : 'Risulta un danno totale (perdita totale)', 'Mai demolito né dichiarato perdita totale'),
    line('imported', check.imported, 'Importazione', 'Veicolo importato dall\'estero', 'Immatricolato in Italia, non importato'),
    line('non_private_use', check.non_private_use, 'Uso non privato', 'Usato come noleggio, taxi, leasing o aziendale', 'Sempre a uso privato'),
    line('odometer_rollback', check.odometer_rollback, 'Contachilometri', 'Possibile manomissione: una lettura è più bassa della precedente', 'Letture sempre crescenti'),
    line('liens', check.liens, 'Gravami', 'Un gravame risulta ancora aperto', 'Nessun gravame aperto'),
    line('damages', check.damages, 'Danni', 'Risultano danni registrati', 'Nessun danno registrato'),
  ];
}

export const problemCount = (check: CarfaxProblemCheck) => problemCheckLines(check).filter((l) => l.problem).length;

