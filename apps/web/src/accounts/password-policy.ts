/**
 * The password rules of candidate accounts (NIST SP 800-63B §5.1.1.2): 12 to 128 characters, any characters (no
 * composition rules, spaces allowed, Unicode normalised), and none that is known to be common or breached — checked
 * offline against the list shipped with the product (passwords/common-passwords.json), a list entry merely
 * repeated or padded with digits and symbols, one character or a keyboard run repeated, or the person's own e-mail
 * address or the service's name. Pure.
 */
import commonList from './passwords/common-passwords.json';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'personal';

const COMMON: ReadonlySet<string> = new Set(commonList as string[]);

/** Words of the service itself that make a password guessable (the group and its brands). */
const SERVICE_WORDS = ['meridian', 'velora', 'kestrel', 'brightwork', 'halden'];

/** The length NIST counts: Unicode code points after NFKC normalisation. */
export const passwordLength = (password: string): number => [...password.normalize('NFKC')].length;

/** Whether `text` is one shorter piece said again and again ("abcabcabcabc", "aaaaaaaaaaaa"). */
function isRepetition(text: string): string | null {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size !== 0) continue;
    const piece = text.slice(0, size);
    if (piece.repeat(text.length / size) === text) return piece;
  }
  return null;
}

/** Whether the normalised password is a common password, or one padded, repeated or made of a sequence. */
export function isCommonPassword(password: string): boolean {
  const text = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(text)) return true;
  const piece = isRepetition(text);
  if (piece !== null && (piece.length < 4 || COMMON.has(piece))) return true;
  // A common word or run padded with digits and symbols ("password123456", "!!qwertyuiop!!").
  const core = text.replace(/^[\d\W_]+/u, '').replace(/[\d\W_]+$/u, '');
  if (core !== text && (core.length === 0 || COMMON.has(core) || (core.length < 4 && core.length > 0))) return true;
  // Only digits and symbols, or an ascending/descending run of letters or digits.
  if (/^[\d\W_]+$/u.test(text)) return true;
  return isSequence(text);
}

function isSequence(text: string): boolean {
  if (text.length < 2) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i += 1) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** Whether the password is made of the person's e-mail address (or its name part) or the service's names. */
export function isPersonalPassword(password: string, email: string): boolean {
  const text = password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\d\W_]+/gu, '');
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0]!.replace(/[\d\W_]+/gu, '');
  if (password.normalize('NFKC').toLowerCase().includes(address) && address) return true;
  if (local.length >= 4 && text.length <= local.length + 4 && text.includes(local)) return true;
  return SERVICE_WORDS.some((word) => text.length <= word.length + 4 && text.includes(word));
}

/** The first problem of a new password, or null when it may be used. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN) return 'tooShort';
  if (length > PASSWORD_MAX) return 'tooLong';
  if (isCommonPassword(password)) return 'common';
  if (isPersonalPassword(password, email)) return 'personal';
  return null;
}
