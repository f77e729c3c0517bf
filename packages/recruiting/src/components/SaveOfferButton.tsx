'use client';
import { useModule } from '../hooks/context.ts';
import { useSavedOffersControl } from '../hooks/useSavedOffers.ts';
import { saveButtonLabel, type SavedOffer } from '../lib/saved-offers.ts';

/**
 * The bookmark toggle of an offer: a real button whose pressed state says whether the offer is saved and whose
 * name says which offer it is ("Save offer: {title}"). In the list an icon (with that name), in the detail layer
 * with its visible text. The server renders it too, hidden (CSS: visibility) until the saved state is known in the
 * browser: its room is kept, so nothing moves when it appears, and without JavaScript it is never offered.
 */
export function SaveOfferButton({
  offer,
  snapshot,
  appearance,
}: {
  /** The offer: its id, title and place (city, country) as the list shows them. */
  offer: { id: number; title: string; place?: string };
  /** The offer as it would be saved (read when pressed, in the browser). */
  snapshot: () => SavedOffer | null;
  appearance: 'icon' | 'text';
}) {
  const { t } = useModule();
  const control = useSavedOffersControl();
  if (!control) return null;
  const pressed = control.state.ids.has(offer.id);
  const busy = control.busy.has(offer.id);
  return (
    <button
      type="button"
      className={`recruiting-save recruiting-save--${appearance}`}
      aria-pressed={pressed}
      aria-label={saveButtonLabel(t, offer.title, offer.place)}
      aria-disabled={busy || undefined}
      data-state={control.state.status}
      onClick={() => {
        const saved = snapshot();
        if (saved) control.toggle(saved);
      }}
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
