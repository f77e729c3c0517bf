import { describe, expect, it } from 'vitest';
import { jobAgentFieldErrors, jobAgentOutcome, jobAgentRequestBody } from './job-agent.ts';
import { defaultConfig, emptyCriteria } from './types.ts';

describe('job agent form', () => {
  const config = defaultConfig({ pluginUri: '/de/de/karriere', maincareer: '/de/de/karriere' });
  it('sends the career page query of the current search and the page it is on', () => {
    const criteria = {
      ...emptyCriteria(),
      keyword: 'Schweißer',
      city: { name: 'Stuttgart', lat: 48.7758, lon: 9.1829 },
      radius: '50',
    };
    expect(
      jobAgentRequestBody(
        criteria,
        config,
        { defaultRadius: '' },
        {
          email: ' jana@example.org ',
          frequency: 'daily',
          consent: true,
          page: 'https://brand-a.example/de/de/karriere?search=Schwei%C3%9Fer',
        },
      ),
    ).toEqual({
      email: 'jana@example.org',
      frequency: 'daily',
      search: 'search=Schwei%C3%9Fer&city=Stuttgart;48.7758;9.1829&radius=50',
      pagePath: '/de/de/karriere',
      lang: 'de',
      market: 'de',
      page: 'https://brand-a.example/de/de/karriere?search=Schwei%C3%9Fer',
      consent: true,
    });
  });

  it('names the language and market it runs in (a partner page: the site takes its own career page)', () => {
    const embedded = defaultConfig({ maincareer: '/jobs.html', pluginUri: '/jobs.html', language: 'en' });
    const body = jobAgentRequestBody(
      emptyCriteria(),
      embedded,
      { defaultRadius: '' },
      { email: 'a@example.org', frequency: 'weekly', consent: true, page: 'https://partner.example/jobs.html' },
    );
    expect(body).toMatchObject({ pagePath: '/jobs.html', lang: 'en', market: 'de' });
  });

  it('reads every answer of the site as something to show', () => {
    expect(jobAgentOutcome(201, { status: 'pending' })).toEqual({ kind: 'sent' });
    expect(jobAgentOutcome(400, { field: 'email' })).toEqual({
      kind: 'field',
      field: 'email',
      message: 'jobAgent.form.error.email',
    });
    expect(jobAgentOutcome(400, { field: 'search', parameter: 'faculty' })).toEqual({
      kind: 'error',
      message: 'jobAgent.form.error.search',
    });
    expect(jobAgentOutcome(409, { error: 'tooMany' })).toEqual({
      kind: 'error',
      message: 'jobAgent.form.error.tooMany',
    });
    expect(jobAgentOutcome(429, {})).toEqual({ kind: 'error', message: 'jobAgent.form.error.rateLimited' });
    for (const status of [403, 413, 500, 503, 0])
      expect(jobAgentOutcome(status, null)).toMatchObject({ kind: 'error', message: 'jobAgent.form.error.failed' });
  });

  it('asks for an address and the consent before sending', () => {
    expect(jobAgentFieldErrors({ email: 'jana@example.org', consent: true })).toEqual({});
    expect(jobAgentFieldErrors({ email: 'jana', consent: false })).toEqual({
      email: 'jobAgent.form.error.email',
      consent: 'jobAgent.form.error.consent',
    });
  });
});
