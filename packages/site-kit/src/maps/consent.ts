/** The maps service is a Functional consent item (ARCHITECTURE §5: `MAPBOX`, the maps kind's identifier). */
import { grantConsent } from '../consent/state.ts';

export const MAP_CONSENT_ITEM = 'MAPBOX' as const;

/** The placeholder's "allow" button: asks the consent manager to add the maps service to the stored choice. */
export function requestMapConsent(target: EventTarget = window): void {
  grantConsent(MAP_CONSENT_ITEM, target);
}
