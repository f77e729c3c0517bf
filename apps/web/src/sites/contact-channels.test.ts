import { describe, expect, it } from 'vitest';
import { channelHref } from './contact-channels';

describe('contact channels', () => {
  it('links phone numbers as tel: with digits and +', () => {
    expect(channelHref('phone', '+49 40 3290 470')).toBe('tel:+49403290470');
    expect(channelHref('phone', 'call us')).toBeNull();
  });
  it('links e-mail addresses', () => {
    expect(channelHref('email', 'hallo@brightwork.example')).toBe('mailto:hallo@brightwork.example');
    expect(channelHref('email', 'hallo@')).toBeNull();
  });
  it('links WhatsApp to wa.me with the international number', () => {
    expect(channelHref('whatsapp', '+49 151 2345 6789')).toBe('https://wa.me/4915123456789');
    expect(channelHref('whatsapp', '0151 2345 6789')).toBeNull();
  });
  it('accepts only http(s) links', () => {
    expect(channelHref('link', 'https://example.org/termin')).toBe('https://example.org/termin');
    expect(channelHref('link', 'javascript:alert(1)')).toBeNull();
    expect(channelHref('link', 'data:text/html,x')).toBeNull();
    expect(channelHref('other', 'x')).toBeNull();
  });
});
