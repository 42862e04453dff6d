/**
 * @automercato/i18n: the Italian texts of the platform and its one shared i18next instance.
 * Pages that only need formatters import `@automercato/i18n/format` (no i18next inside).
 */
export { i18n, initI18n, addNamespace, COMMON_NS, type NamespaceResources } from './i18n.js';
export { defineTexts, commonText, homeTextsDiffer, type Texts, type TextKey, type TextValues } from './texts.js';
export type { HomeTable } from './home.js';
export { common, type CommonResources } from './resources/common.js';
export { LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeCookie, setLocaleCookie, type CookieTarget } from './locale.js';
export {
  NBSP,
  CV_PER_KW,
  TIME_ZONE,
  formatNumber,
  formatPrice,
  formatKm,
  formatDistance,
  kwToCv,
  cvToKw,
  formatPower,
  formatDate,
  formatMonthYear,
  pluralIt,
  formatCount,
  formatMakeName,
  foldText,
  foldWords,
  HOME_DESCRIPTION,
  searchDescription,
  joinWithGrouping,
  isNeopatentatoFriendly,
  NEOPATENTATI_MAX_KW,
  NEOPATENTATI_MAX_KW_PER_TONNE,
  type DateStyle,
  type NeopatentatiVehicle,
} from './format.js';
export { useTranslation, Trans } from 'react-i18next';
