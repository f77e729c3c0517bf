'use client';
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server's HTML and in the render that hydrates it, true from the next render on (and at once where
 * the browser renders from scratch, the standalone embed). What the server sends must work without JavaScript:
 * links and plain form fields; once hydrated, the module's buttons and widgets replace them.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
