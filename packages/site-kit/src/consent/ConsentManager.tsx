'use client';
/**
 * Site-wide consent runtime: reads the cookie, decides whether the dialog shows (§4.1), applies the consent in
 * force (Consent Mode update, gated scripts and embeds, analytics) and stores every choice: cookie, the
 * cookie-accept event, and an entry in the consent log.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { installAutoTracking, getTracker } from '../analytics/tracker.ts';
import { ConsentDialog, type DialogTexts } from './ConsentDialog.tsx';
import { consentCookieString, readConsentCookie } from './cookie.ts';
import { newConsentId } from './id.ts';
import { isProviderId, type ProviderId } from './items.ts';
import { installConsentLoader } from './loader.ts';
import {
  acceptAll,
  acceptEssentials,
  effectiveRecord,
  needsDialog,
  saveChoice,
  togglesFromRecord,
  type ConsentRecord,
  type StoredConsent,
  type Toggles,
} from './rules.ts';
import { announceConsent, GRANT_CONSENT_EVENT, OPEN_SETTINGS_EVENT, type GrantConsentDetail } from './state.ts';

export interface ConsentManagerProps {
  /** Providers configured for the site and the configuration revision (CMS). */
  items: ProviderId[];
  revision: number;
  infoUrls: Partial<Record<ProviderId, string>>;
  company?: { name?: string | null; url?: string | null };
  /** The page language: the dialog's, unless the browser prefers one of `browserLanguages`. */
  lang: string;
  /**
   * The dialog texts of a language (the page language's with the site's overrides applied), loaded when the dialog
   * is to open: no page carries them, and a visitor who has chosen never loads them.
   */
  loadTexts(lang: string): Promise<DialogTexts>;
  /** Extra languages the dialog may use when the browser prefers them (pl on German pages). */
  browserLanguages?: readonly string[];
  links: { privacy: string | null; legalNotice: string | null };
  /** True on the privacy statement and legal notice pages: the dialog does not open by itself there. */
  suppressed: boolean;
  /** Where choices are logged (POST JSON). */
  logUrl: string;
  /** Analytics user properties of the page, e.g. { application: 'brand-a_touch' }. */
  userProperties?: Record<string, unknown>;
}

/** The dialog's language: the browser's preferred one when the site offers it, else the page language. */
function dialogLanguage(pageLang: string, offered: readonly string[] = []): string {
  const preferred = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().split('-')[0] ?? '';
  return preferred !== pageLang && offered.includes(preferred) ? preferred : pageLang;
}

export function ConsentManager(props: ConsentManagerProps) {
  const { items, revision } = props;
  const [stored, setStored] = useState<StoredConsent | null>(null);
  const [inForce, setInForce] = useState<ConsentRecord>({});
  const [dialog, setDialog] = useState<{ open: boolean; step: 'intro' | 'settings' }>({ open: false, step: 'intro' });
  const [texts, setTexts] = useState<DialogTexts | null>(null);
  const mounted = useRef(false);

  /**
   * Opens the dialog once its texts are here: in the browser's language, or the page's if those fail to load. When
   * neither loads (offline), it stays closed: nothing non-essential runs without a choice, and the next opening
   * tries again.
   */
  const openDialog = useEffectEvent((step: 'intro' | 'settings') => {
    const language = dialogLanguage(props.lang, props.browserLanguages);
    props
      .loadTexts(language)
      .catch((error: unknown) => (language === props.lang ? Promise.reject(error) : props.loadTexts(props.lang)))
      .then(
        (loaded) => {
          if (!mounted.current) return;
          setTexts(loaded);
          setDialog({ open: true, step });
        },
        () => undefined,
      );
  });

  // A first visit starts loading the texts while the page hydrates, so the dialog opens without waiting for them.
  useState(() => {
    if (typeof document === 'undefined' || !needsDialog(readConsentCookie(document.cookie), { items, revision }))
      return;
    if (!props.suppressed) props.loadTexts(dialogLanguage(props.lang, props.browserLanguages)).catch(() => undefined);
  });

  // The configuration is fixed for the page's lifetime: read once, on mount.
  const start = useEffectEvent(() => {
    mounted.current = true;
    const uninstallLoader = installConsentLoader();
    const uninstallTracking = installAutoTracking(getTracker(), { userProperties: props.userProperties });
    const current = readConsentCookie(document.cookie);
    const config = { items, revision };
    setStored(current);
    const record = effectiveRecord(current, config);
    setInForce(record);
    if (Object.keys(record).length > 0) announceConsent(record);
    if (needsDialog(current, config) && !props.suppressed) openDialog('intro');
    const reopen = () => openDialog('settings');
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    return () => {
      mounted.current = false;
      window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
      uninstallLoader();
      uninstallTracking();
    };
  });
  useEffect(() => start(), []);

  const store = useCallback(
    (record: ConsentRecord) => {
      const next: StoredConsent = { id: stored?.id ?? newConsentId(), revision, record };
      document.cookie = consentCookieString(next, { secure: location.protocol === 'https:' });
      // Scripts already running cannot be unloaded: a withdrawn consent takes effect on a fresh page.
      const withdrawn = Object.entries(inForce).some(([key, value]) => value && !record[key as keyof ConsentRecord]);
      setStored(next);
      setInForce(record);
      setDialog((current) => ({ ...current, open: false }));
      announceConsent(record);
      void fetch(props.logUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consentId: next.id, revision, choices: record }),
        keepalive: true,
      }).catch(() => undefined);
      if (withdrawn) location.reload();
    },
    [stored, revision, inForce, props.logUrl],
  );

  // A placeholder's "allow" button (a map): the choice in force plus that provider, when the site configures it.
  useEffect(() => {
    const onGrant = (event: Event) => {
      const item = (event as CustomEvent<GrantConsentDetail>).detail?.item;
      if (!isProviderId(item) || !items.includes(item)) {
        openDialog('settings');
        return;
      }
      const current = stored && !needsDialog(stored, { items, revision }) ? stored.record : {};
      store(saveChoice({ ...togglesFromRecord(current, items), [item]: true }, items));
    };
    window.addEventListener(GRANT_CONSENT_EVENT, onGrant);
    return () => window.removeEventListener(GRANT_CONSENT_EVENT, onGrant);
  }, [items, revision, stored, store]);

  // No dialog element until its texts are here (the first opening).
  return texts ? (
    <ConsentDialog
      open={dialog.open}
      initialStep={dialog.step}
      dismissible={!needsDialog(stored, { items, revision })}
      texts={texts}
      items={items}
      toggles={togglesFromRecord(stored && !needsDialog(stored, { items, revision }) ? stored.record : {}, items)}
      infoUrls={props.infoUrls}
      links={props.links}
      company={props.company}
      onAcceptAll={() => store(acceptAll(items))}
      onAcceptEssentials={() => store(acceptEssentials(items))}
      onSave={(toggles: Toggles) => store(saveChoice(toggles, items))}
      onDismiss={() => setDialog((current) => ({ ...current, open: false }))}
    />
  ) : null;
}
