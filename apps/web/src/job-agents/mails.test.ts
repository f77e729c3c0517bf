import { describe, expect, it } from 'vitest';
import { getTranslator } from '@meridian/i18n';
import { confirmationMail, digestMail, DIGEST_LIST_SIZE, withJobAgentUtm, type DigestOffer } from './mails';

const site = { name: 'Kestrel Engineering', theme: 'brand-a' as const };
const offers = (n: number): DigestOffer[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `Schweißer ${i + 1} (m/w/d)`,
    place: 'Stuttgart',
    url: `https://brand-a.example/de/de/karriere/schweisser-${i + 1}?x=1`,
  }));
const links = {
  showAllUrl: 'https://brand-a.example/de/de/karriere?search=Schwei%C3%9Fer',
  manageUrl: 'https://brand-a.example/de/de/job-agent?token=abc',
  unsubscribeUrl: 'https://brand-a.example/api/job-agents/unsubscribe?token=abc',
};

describe('job agent e-mails', () => {
  it('asks to confirm with one button and says what happens otherwise, without advertising', () => {
    const mail = confirmationMail({
      site,
      lang: 'de',
      t: getTranslator('de'),
      searchName: '„Schweißer“',
      frequency: 'daily',
      confirmUrl: 'https://brand-a.example/de/de/job-agent/bestaetigen?token=t',
    });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihren Job-Agenten bei Kestrel Engineering');
    expect(mail.text).toContain('„Schweißer“ angelegt (täglich)');
    expect(mail.text).toContain('https://brand-a.example/de/de/job-agent/bestaetigen?token=t');
    expect(mail.text).toContain('nach 7 Tagen gelöscht');
    expect(mail.html.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain('lang="de"');
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('lists at most 10 new offers with campaign links, counts the rest, and carries one-click unsubscribe', () => {
    const mail = digestMail({
      site,
      lang: 'en',
      t: getTranslator('en'),
      searchName: '“Welder”',
      offers: offers(12),
      total: 14,
      ...links,
    });
    expect(mail.subject).toBe('14 new offers: “Welder”');
    const listed = [...mail.html.matchAll(/href="(https:\/\/brand-a\.example\/de\/de\/karriere\/[^"]+)"/g)];
    expect(listed).toHaveLength(DIGEST_LIST_SIZE);
    for (const [, href] of listed) {
      const url = new URL(href!.replace(/&amp;/g, '&'));
      expect(url.searchParams.get('utm_source')).toBe('jobagent');
      expect(url.searchParams.get('utm_medium')).toBe('email');
      expect(url.searchParams.get('x')).toBe('1');
    }
    expect(mail.text).toContain('and 4 more offers');
    expect(mail.text).toContain(
      'See all offers: https://brand-a.example/de/de/karriere?search=Schwei%C3%9Fer&utm_source=jobagent&utm_medium=email',
    );
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`Manage job alert: ${links.manageUrl}`);
  });

  it('says one offer in the singular and escapes what offers and searches bring', () => {
    const mail = digestMail({
      site,
      lang: 'de',
      t: getTranslator('de'),
      searchName: '„<b>x</b>“',
      offers: [{ title: '<img src=x onerror=alert(1)>', place: 'A & B', url: 'https://brand-a.example/o?a="b"' }],
      total: 1,
      ...links,
    });
    expect(mail.subject).toBe('1 neues Angebot: „<b>x</b>“');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.text).not.toContain('weitere');
  });

  it('adds the campaign to a URL that has its own parameters', () => {
    expect(withJobAgentUtm('https://x.example/p?utm_source=other&a=1')).toBe(
      'https://x.example/p?utm_source=jobagent&a=1&utm_medium=email',
    );
  });
});
