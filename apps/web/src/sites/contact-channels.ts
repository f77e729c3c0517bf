/** Contact widget channels (brand B, SPEC §4.7): what editors enter → the link a visitor follows. */
export type ChannelKind = 'phone' | 'email' | 'whatsapp' | 'link';

const PHONE = /^\+?[\d\s()/.-]{5,30}$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The href for a channel, or null when the value does not fit its kind (never a javascript: or data: URL). */
export function channelHref(kind: string, value: string): string | null {
  const text = value.trim();
  switch (kind) {
    case 'phone':
      return PHONE.test(text) ? `tel:${text.replace(/[^+\d]/g, '')}` : null;
    case 'email':
      return EMAIL.test(text) && text.length <= 254 ? `mailto:${text}` : null;
    case 'whatsapp': {
      // wa.me takes the international number in digits only, without + or leading zeros.
      if (!PHONE.test(text) || !text.startsWith('+')) return null;
      return `https://wa.me/${text.replace(/\D/g, '')}`;
    }
    case 'link': {
      try {
        const url = new URL(text);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
      } catch {
        return null;
      }
    }
    default:
      return null;
  }
}
