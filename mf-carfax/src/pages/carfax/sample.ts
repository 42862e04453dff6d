import type { CarfaxReportDocument } from '@automercato/api-sdk';
import { t } from './texts';

/** The /carfax sample: an invented vehicle whose history shows every section (demo data). */
export const SAMPLE_REPORT: CarfaxReportDocument = {
  vin: 'WVWZZZAUZHP000001', plate: 'FK482LT', make: 'Volkswagen', model: 'Golf', year: 2017,
  provider: { name: 'Fornitore dimostrativo', demo: true }, generated_at: '2026-11-02T09:30:00.000Z',
  problem_check: {
    stolen: false, total_loss: false, scrapped: false, imported: true, non_private_use: true,
    odometer_rollback: true, liens: false, damages: true, owners_count: 3, last_km: 118400,
  },
  registrations: [
    { event: 'prima_immatricolazione', date: '2017-04-12', country: 'DE', note: null },
    { event: 'immatricolazione_italia', date: '2019-09-03', country: 'IT', note: 'Nazionalizzazione' },
  ],
  owners: [
    { from: '2017-04-12', to: '2019-08-20', use: 'noleggio', province: null },
    { from: '2019-09-03', to: '2023-02-14', use: 'privato', province: 'VR' },
    { from: '2023-02-14', to: null, use: 'privato', province: 'BS' },
  ],
  odometer: [
    { date: '2017-04-12', km: 12, source: 'immatricolazione', rollback: false },
    { date: '2018-05-02', km: 41200, source: 'tagliando', rollback: false },
    { date: '2019-09-03', km: 87500, source: 'passaggio_di_proprieta', rollback: false },
    { date: '2021-04-20', km: 79800, source: 'revisione', rollback: true },
    { date: '2023-02-14', km: 104300, source: 'passaggio_di_proprieta', rollback: false },
    { date: '2025-04-18', km: 118400, source: 'revisione', rollback: false },
  ],
  inspections: [
    { date: '2021-04-20', km: 79800, outcome: 'regolare' },
    { date: '2023-04-11', km: 106900, outcome: 'ripetere' },
    { date: '2023-05-02', km: 107100, outcome: 'regolare' },
    { date: '2025-04-18', km: 118400, outcome: 'regolare' },
  ],
  damages: [
    { date: '2020-11-07', severity: 'lieve', area: t('sample.paraurtiPosteriore'), cost_estimate: 650 },
    { date: '2022-06-15', severity: 'media', area: t('sample.anterioreDestro'), cost_estimate: 2300 },
  ],
  liens: [{ type: 'fermo_amministrativo', from: '2021-01-18', to: '2021-07-02' }],
  import: { country: 'DE', date: '2019-09-03' },
  emission_class: 'euro-6',
};
