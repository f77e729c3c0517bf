import { defineSavedOffersSuite } from './saved-offers-suite';
import { sqliteStore } from './databases';

defineSavedOffersSuite('SQLite', sqliteStore());
