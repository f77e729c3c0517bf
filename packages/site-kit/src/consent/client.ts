/** React parts of the consent feature (client components). */
export { ConsentManager, type ConsentManagerProps } from './ConsentManager.tsx';
export { CookieSettingsButton } from './CookieSettingsButton.tsx';
export type { DialogTexts, CookieTexts } from './ConsentDialog.tsx';
