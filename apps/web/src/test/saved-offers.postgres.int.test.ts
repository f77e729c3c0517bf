import { defineSavedOffersSuite } from './saved-offers-suite';
import { postgresStore } from './databases';

defineSavedOffersSuite('PostgreSQL', postgresStore('meridian_web_saved_offers', 'saved offers'));
