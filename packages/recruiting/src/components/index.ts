/** The React entry of the module (client components). */
export { RecruitingModule, type RecruitingModuleProps } from './RecruitingModule.tsx';
export {
  clearLocalSavedOffers,
  createLocalSavedOffers,
  readLocalSavedOffers,
  type SavedOffersState,
  type SavedOffersStore,
} from '../client/saved-offers.ts';
