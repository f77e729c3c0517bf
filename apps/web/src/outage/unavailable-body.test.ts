import { describe, expect, it } from 'vitest';
import { messages } from '@meridian/i18n';
import { RETRY_AFTER_SECONDS, unavailableResponse } from './unavailable-body';

describe('unavailableResponse', () => {
  it('is the JSON problem with the §8.1 catalogue texts of 503 in the language, Retry-After and no caching', async () => {
    for (const lang of ['de', 'en', 'fr', 'es'] as const) {
      const response = unavailableResponse(lang);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        status: 503,
        error: messages[lang].http.status['503'].message,
        title: messages[lang].http.status['503'].status,
      });
    }
  });
});
