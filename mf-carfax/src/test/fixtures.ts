/** Sample data shaped as the API answers (a demo report, a clean history). */
import type { CarfaxReportDetail, CarfaxReportDocument } from '@automercato/api-sdk';

export const DEALER = '5d0c39a4-3f53-4a5e-9d55-0d4d3b7c1a10';
export const REPORT = '7e1f2a33-9b0c-4d1e-8f2a-3b4c5d6e7f80';

export function sampleReport(overrides: Partial<CarfaxReportDocument> = {}): CarfaxReportDocument {
  return {
    vin: 'ZFA31200000123456', plate: 'FG123HK', make: 'Fiat', model: 'Panda', year: 2017,
    provider: { name: 'Dimostrativo', demo: true }, generated_at: '2026-11-20T10:00:00.000Z',
    problem_check: {
      stolen: false, total_loss: false, scrapped: false, imported: false, non_private_use: false,
      odometer_rollback: false, liens: false, damages: false, owners_count: 2, last_km: 84000,
    },
    registrations: [{ event: 'prima_immatricolazione', date: '2017-03-14', country: 'IT', note: null }],
    owners: [
      { from: '2017-03-14', to: '2021-06-01', use: 'privato', province: 'MI' },
      { from: '2021-06-01', to: null, use: 'privato', province: 'TO' },
    ],
    odometer: [
      { date: '2017-03-14', km: 5, source: 'immatricolazione', rollback: false },
      { date: '2021-03-10', km: 52000, source: 'revisione', rollback: false },
      { date: '2023-03-12', km: 74000, source: 'revisione', rollback: false },
      { date: '2025-03-11', km: 84000, source: 'revisione', rollback: false },
    ],
    inspections: [
      { date: '2021-03-10', km: 52000, outcome: 'regolare' },
      { date: '2023-03-12', km: 74000, outcome: 'regolare' },
    ],
    damages: [],
    liens: [],
    import: null,
    emission_class: 'euro-6',
    ...overrides,
  };
}

/** A report with every section filled: damages, a lien, an import, a roll-back. */
export function troubledReport(): CarfaxReportDocument {
  const base = sampleReport();
  return sampleReport({
    provider: { name: 'Provider reale', demo: false },
    problem_check: { ...base.problem_check, imported: true, odometer_rollback: true, liens: true, damages: true },
    registrations: [
      { event: 'prima_immatricolazione', date: '2016-02-01', country: 'DE', note: null },
      { event: 'immatricolazione_italia', date: '2019-05-20', country: 'IT', note: null },
    ],
    odometer: [
      { date: '2016-02-01', km: 10, source: 'immatricolazione', rollback: false },
      { date: '2019-05-20', km: 98000, source: 'passaggio_di_proprieta', rollback: false },
      { date: '2021-05-22', km: 61000, source: 'revisione', rollback: true },
    ],
    damages: [{ date: '2020-08-03', severity: 'grave', area: 'Anteriore sinistro', cost_estimate: 4200 }],
    liens: [{ type: 'fermo_amministrativo', from: '2022-01-10', to: null }],
    import: { country: 'DE', date: '2019-05-20' },
  });
}

export function reportDetail(doc: CarfaxReportDocument = sampleReport(), overrides: Partial<CarfaxReportDetail> = {}): CarfaxReportDetail {
  return {
    uuid: REPORT, vin: doc.vin, plate: doc.plate, make: doc.make, model: doc.model, year: doc.year, provider: doc.provider,
    source: 'subscription', summary: doc.problem_check, dealer: { uuid: DEALER, name: 'Auto Rossi' }, listings: [],
    created_at: '2026-11-20T10:00:00.000Z', pdf_url: `/api/dealers/${DEALER}/carfax-reports/${REPORT}/pdf`, document: doc,
    ...overrides,
  };
}
