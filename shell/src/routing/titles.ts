export const SITE_NAME = 'AutoMercato';
export const HOME_TITLE = 'AutoMercato – Auto usate in Italia';
export const pageTitle = (title: string) => `${title} – ${SITE_NAME}`;
