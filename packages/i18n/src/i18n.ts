import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatDate, formatKm, formatNumber, formatPower, formatPrice } from './format.js';
import { LOCALE } from './locale.js';
import { common } from './resources/common.js';

export const COMMON_NS = 'common';

/**
 * THE i18next instance of the page: i18next's default instance, which Module Federation
 * shares as a singleton, so the shell and every remote (even one that bundles its own copy
 * of this package) see the same texts and the same `isInitialized`.
 */
export const i18n: I18n = i18next;

/** Nested texts of one namespace (plain strings, `_one`/`_other` plural keys). */
export interface NamespaceResources {
  [key: string]: string | NamespaceResources;
}

function addFormatters(instance: I18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  // Replaces i18next's own `number`, which follows it-IT Intl and leaves "1500" ungrouped.
  formatter.add('number', (value) => formatNumber(value as number));
  formatter.add('price', (value) => formatPrice(value as number));
  formatter.add('km', (value) => formatKm(value as number));
  formatter.add('power', (value) => formatPower(value as number));
  formatter.add('date', (value) => formatDate(value as Date | string | number));
}

/**
 * Initialises the shared instance once, synchronously (resources are bundled): it-IT only,
 * `common` as default namespace, React bindings. Later calls return the same instance.
 * The shell calls it at boot; `addNamespace` calls it too, so a remote running on its own
 * works without the shell.
 */
export function initI18n(): I18n {
  if (i18next.isInitialized || i18next.isInitializing) return i18next;
  i18next.use(initReactI18next);
  void i18next.init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    supportedLngs: [LOCALE],
    load: 'currentOnly',
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: { [LOCALE]: { [COMMON_NS]: common } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  addFormatters(i18next);
  return i18next;
}

/**
 * Adds a remote's own namespace (ARCHITECTURE, Module Federation point 7: after init).
 * Adding it again (remote reloaded, new deployment) replaces its texts. `common` belongs to
 * this package and cannot be replaced by a remote.
 */
export function addNamespace(ns: string, resources: NamespaceResources): I18n {
  if (!ns || ns === COMMON_NS) throw new Error(`addNamespace: "${ns}" non è un namespace valido per un remote`);
  const instance = initI18n();
  instance.addResourceBundle(LOCALE, ns, resources, true, true);
  return instance;
}
