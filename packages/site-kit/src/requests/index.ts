/** Request layer (SPEC §7.1, §8.1): one `request()` for every browser call. */
export { request, configureRequests, type RequestResult } from './request.ts';
export { buildRequest, type RequestMethod, type RequestOptions } from './build.ts';
export { encodeParams, withQuery, type Params, type ParamValue } from './params.ts';
export { REQUEST_TIMEOUT_MS, failureStatus, isSuccess } from './outcome.ts';
export {
  CATALOGUE_STATUSES,
  catalogueStatus,
  statusKeys,
  statusTexts,
  TIMEOUT_STATUS,
  type CatalogueStatus,
  type StatusText,
  type StatusTexts,
} from './status.ts';
