'use client';
import { useModule } from '../hooks/context.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { useSavedOffersControl } from '../hooks/useSavedOffers.ts';
import { saveButtonLabel, type SavedOffer } from '../lib/saved-offers.ts';

/**
 * The bookmark toggle of an offer: a real button whose pressed state says whether the offer is saved and whose
 * name says which offer it is ("Save offer: {title}"). In the list an icon (with that name), in the detail layer
 * with its visible text. Shown once hydrated: without JavaScript there is nothing it could do.
 */
export function SaveOfferButton({
  snapshot,
  appearance,
}: {
  /** The offer as it would be saved (null: not savable, no button). */
  snapshot: () => SavedOffer | null;
  appearance: 'icon' | 'text';
}) {
  const { t } = useModule();
  const hydrated = useHydrated();
  const control = useSavedOffersControl();
  if (!hydrated || !control) return null;
  const offer = snapshot();
  if (!offer) return null;
  const pressed = control.state.ids.has(offer.id);
  const busy = control.busy.has(offer.id);
  return (
    <button
      type="button"
      className={`recruiting-save recruiting-save--${appearance}`}
      aria-pressed={pressed}
      aria-label={saveButtonLabel(t, offer.title)}
      aria-disabled={busy || undefined}
      data-state={control.state.status}
      onClick={() => control.toggle(snapshot() ?? offer)}
    >
      <svg
        className="recruiting-save__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 3.5h12a.5.5 0 0 1 .5.5v16.6l-6.5-4.3-6.5 4.3V4a.5.5 0 0 1 .5-.5z" />
      </svg>
      {appearance === 'text' ? <span className="recruiting-save__text">{t('recruiting.saved.button')}</span> : null}
    </button>
  );
}

/** The instance's polite live region: what the last press did ("Saved: …", "Removed: …", or why not). */
export function SavedOffersStatus() {
  const control = useSavedOffersControl();
  if (!control) return null;
  return (
    <p className="recruiting-visually-hidden" role="status" aria-live="polite">
      {control.message}
    </p>
  );
}
