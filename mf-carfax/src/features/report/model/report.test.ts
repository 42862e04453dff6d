import { describe, expect, it } from 'vitest';
import { emissionClassLabel, hasRollback, odometerPoints, problemCheckLines, problemCount } from './report';
import { sampleReport } from '../../../test/fixtures';

describe('report model', () => {
  it('says "all clear" for a clean history and names each problem found', () => {
    const clean = sampleReport().problem_check;
    expect(problemCount(clean)).toBe(0);
    expect(problemCheckLines(clean).find((l) => l.key === 'stolen')?.text).toBe('Nessuna denuncia di furto');
    const lines = problemCheckLines({ ...clean, stolen: true, liens: true });
    expect(lines.filter((l) => l.problem).map((l) => l.label)).toEqual(['Furto', 'Gravami']);
  });

  it('flags a reading lower than the one before it, even when the provider did not', () => {
    const doc = sampleReport();
    doc.odometer = [
      { date: '2020-01-10', km: 10, source: 'immatricolazione', rollback: false },
      { date: '2022-03-01', km: 60000, source: 'tagliando', rollback: false },
      { date: '2023-05-01', km: 41000, source: 'revisione', rollback: false },
    ];
    expect(odometerPoints(doc).map((p) => p.rollback)).toEqual([false, false, true]);
    expect(hasRollback(doc)).toBe(true);
    expect(hasRollback(sampleReport())).toBe(false);
  });

  it('writes emission classes as Italians read them', () => {
    expect(emissionClassLabel('euro-6')).toBe('Euro 6');
    expect(emissionClassLabel('euro-6d-temp')).toBe('Euro 6D-TEMP');
  });
});
