import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { addNamespace, i18n, initI18n } from './index.js';

describe('the shared instance', () => {
  it('is initialised synchronously, once, in it-IT only', () => {
    expect(i18n.isInitialized).toBeFalsy();
    const first = initI18n();
    expect(first.isInitialized).toBe(true);
    expect(initI18n()).toBe(first);
    expect(first).toBe(i18n);
    expect(i18n.language).toBe('it-IT');
    expect(i18n.languages).toEqual(['it-IT']);
  });
  it('speaks Italian in the common namespace', () => {
    initI18n();
    expect(i18n.t('actions.search')).toBe('Cerca');
    expect(i18n.t('actions.cancel')).toBe('Annulla');
    expect(i18n.t('common:actions.signUp')).toBe('Registrati');
    expect(i18n.t('titles.error')).toBe('Errore');
    expect(i18n.t('titles.success')).toBe('Completato');
    expect(i18n.t('status.loading')).toBe('Caricamento…');
    expect(i18n.t('pagination.page', { page: 2, last: 7 })).toBe('Pagina 2 di 7');
  });
  it('has every button of the shared interface', () => {
    initI18n();
    const buttons = ['search', 'cancel', 'ok', 'retry', 'save', 'close', 'signIn', 'signOut', 'signUp'];
    expect(buttons.map((key) => i18n.t(`actions.${key}`))).toEqual([
      'Cerca', 'Annulla', 'OK', 'Riprova', 'Salva', 'Chiudi', 'Accedi', 'Esci', 'Registrati',
    ]);
  });
  it('uses Italian plurals and it-IT grouping in counts', () => {
    initI18n();
    expect(i18n.t('counts.listings', { count: 1 })).toBe('1 annuncio');
    expect(i18n.t('counts.listings', { count: 0 })).toBe('0 annunci');
    expect(i18n.t('counts.listings', { count: 2 })).toBe('2 annunci');
    expect(i18n.t('counts.listings', { count: 1500 })).toBe('1.500 annunci');
    expect(i18n.t('counts.listings', { count: 1_000_000 })).toBe('1.000.000 annunci');
  });
  it('offers the platform formatters inside texts', () => {
    initI18n();
    addNamespace('fmt-test', {
      price: 'Prezzo: {{value, price}}',
      km: '{{value, km}} percorsi',
      power: 'Potenza {{value, power}}',
      date: 'Pubblicato il {{value, date}}',
    });
    expect(i18n.t('fmt-test:price', { value: 5000 })).toBe('Prezzo: 5.000\u00a0€');
    expect(i18n.t('fmt-test:km', { value: 12500 })).toBe('12.500\u00a0km percorsi');
    expect(i18n.t('fmt-test:power', { value: 110 })).toBe('Potenza 110\u00a0kW (150\u00a0CV)');
    expect(i18n.t('fmt-test:date', { value: '2019-03-14' })).toBe('Pubblicato il 14/03/2019');
  });
});

describe('addNamespace (remotes, after init)', () => {
  it('adds a remote namespace and replaces it when added again', () => {
    addNamespace('search', { title: 'Cerca la tua auto', filters: { make: 'Marca' } });
    expect(i18n.t('search:title')).toBe('Cerca la tua auto');
    expect(i18n.t('search:filters.make')).toBe('Marca');
    addNamespace('search', { title: 'Trova la tua auto' });
    expect(i18n.t('search:title')).toBe('Trova la tua auto');
    expect(i18n.t('search:filters.make')).toBe('Marca');
    expect(i18n.t('actions.search')).toBe('Cerca');
  });
  it('is shared with a second copy of this package (a remote that bundled its own)', async () => {
    addNamespace('listing', { contact: 'Contatta il venditore' });
    vi.resetModules();
    const copy = await import('./i18n.js');
    expect(copy.initI18n).not.toBe(initI18n);
    expect(copy.initI18n()).toBe(i18n);
    expect(copy.i18n.t('listing:contact')).toBe('Contatta il venditore');
    copy.addNamespace('carfax', { title: 'Storico veicolo' });
    expect(i18n.t('carfax:title')).toBe('Storico veicolo');
  });
  it('refuses to replace common', () => {
    expect(() => addNamespace('common', { actions: { search: 'Search' } })).toThrow(/common/);
    expect(() => addNamespace('', {})).toThrow();
    expect(i18n.t('actions.search')).toBe('Cerca');
  });
  it('serves React components through react-i18next', () => {
    addNamespace('dealer', { welcome: 'Benvenuto, {{name}}' });
    function Welcome() {
      const { t } = useTranslation('dealer');
      return <p>{t('welcome', { name: 'Autosalone Rossi' })} — {t('common:actions.save')}</p>;
    }
    expect(renderToString(<Welcome />)).toBe('<p>Benvenuto, Autosalone Rossi<!-- --> — <!-- -->Salva</p>');
  });
});
