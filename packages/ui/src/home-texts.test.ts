import { describe, expect, it } from 'vitest';
import { homeTextsDiffer } from '@automercato/i18n';
import { HOME_TABLES } from '@automercato/i18n/home';
import './home-texts';

describe('the controls\' texts (read without i18next: the home page uses them)', () => {
  it('say every text exactly as i18next would', () => {
    expect(HOME_TABLES.map((table) => table.ns)).toContain('ui');
    expect(homeTextsDiffer(HOME_TABLES, [{}, { subject: 'Autosalone Rossi', place: 'Modena' }])).toEqual([]);
  });
});
