/** Placeholder in the built bundle for the installation's recruiting API; the serving service fills it in. */
export const EMBED_API_PLACEHOLDER = '__MERIDIAN_RECRUITING_API__';
