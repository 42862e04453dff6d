import { describe, expect, it } from 'vitest';
import { homeTextsDiffer } from '@automercato/i18n';
import { HOME_TABLES } from '@automercato/i18n/home';
import './layout/home-texts';
import './pages/home-texts';
import './federation/home-texts';
import './services/home-texts';
import './routing/home-texts';

describe('the home path\'s texts (read without i18next)', () => {
  it('say every text exactly as i18next would', () => {
    expect(HOME_TABLES.filter((table) => table.ns === 'shell').map((table) => table.section).sort()).toEqual(['home', 'homeLayout', 'remotes', 'routing', 'services']);
    expect(homeTextsDiffer(HOME_TABLES)).toEqual([]);
  });
});
