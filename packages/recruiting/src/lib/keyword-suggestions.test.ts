import { describe, expect, it } from 'vitest';
import { buildSuggestionRequest, readTitleSuggestions, suggestionText } from './keyword-suggestions.ts';
import { buildSearchRequest } from './search-request.ts';
import { defaultConfig, emptyCriteria } from './types.ts';

describe('keyword suggestions', () => {
  it('asks from three letters or digits on', () => {
    expect(suggestionText('  in ')).toBeNull();
    expect(suggestionText('!!!')).toBeNull();
    expect(suggestionText(' ing ')).toBe('ing');
    expect(suggestionText('SAP')).toBe('SAP');
  });

  it('sends what the search would send, with the typed text as its keyword and nothing that only presents', () => {
    const config = defaultConfig({ company: 'kestrel', listComponents: ['search', 'filter', 'list'] });
    const criteria = { ...emptyCriteria(), keyword: 'old', type: '3' as const };
    const request = buildSuggestionRequest(criteria, config, 'ingen');
    expect(request.path).toBe('/v4/recruiting/suggestions');
    const names = request.query.map(([name]) => name);
    expect(request.query).toContainEqual(['query', 'ingen']);
    expect(request.query).toContainEqual(['type', '3']);
    for (const name of ['hyphen', 'count', 'limit', 'offset']) expect(names).not.toContain(name);
    expect(request.headers).toEqual(buildSearchRequest(criteria, config, { offset: 0, limit: 1 }).headers);
  });

  it('keeps well-formed suggestions only, at most five', () => {
    expect(readTitleSuggestions(null)).toEqual([]);
    expect(readTitleSuggestions({ suggestions: 'x' })).toEqual([]);
    const good = { title: 'Recruiter', count: 3 };
    expect(
      readTitleSuggestions({
        suggestions: [good, { title: '', count: 1 }, { title: 'X', count: 0 }, { title: 1 }, null],
      }),
    ).toEqual([good]);
    expect(readTitleSuggestions({ suggestions: Array(9).fill(good) })).toHaveLength(5);
  });
});
