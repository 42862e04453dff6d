import { describe, expect, it } from 'vitest';
import { homeTextsDiffer } from '@automercato/i18n';
import { HOME_TABLES } from '@automercato/i18n/home';
import '../pages/home/home-texts';
import '../features/location/ui/home-texts';

describe('the home path\'s texts (read without i18next)', () => {
  it('say every text exactly as i18next would', () => {
    expect(HOME_TABLES.filter((table) => table.ns === 'search').map((table) => table.section).sort()).toEqual(['home', 'location']);
    expect(homeTextsDiffer(HOME_TABLES)).toEqual([]);
  });
});
