import { describe, expect, it } from 'vitest';
import commonList from './passwords/common-passwords.json';
import { isCommonPassword, passwordLength, passwordProblem, PASSWORD_MAX, PASSWORD_MIN } from './password-policy';

const EMAIL = 'jana.muster@example.org';

describe('password policy (NIST SP 800-63B)', () => {
  it('needs 12 to 128 characters, counted as code points', () => {
    expect(PASSWORD_MIN).toBe(12);
    expect(PASSWORD_MAX).toBe(128);
    expect(passwordProblem('Tr4in-Ferry', EMAIL)).toBe('tooShort');
    expect(passwordProblem('Tr4in-Ferry!', EMAIL)).toBeNull();
    expect(passwordProblem('x'.repeat(40) + 'gr33n lantern ' + 'y'.repeat(75), EMAIL)).toBe('tooLong');
    // Emoji count as one character each, not as UTF-16 units.
    expect(passwordLength('🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊')).toBe(11);
    expect(passwordProblem('🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊', EMAIL)).toBe('tooShort');
    expect(passwordProblem('fuchs 🦊 im wald bei nacht', EMAIL)).toBeNull();
    expect(passwordProblem('a'.repeat(1) + 'moorland wind blows'.padEnd(PASSWORD_MAX - 1, '.'), EMAIL)).toBeNull();
  });

  it('has no composition rules: long lower-case passphrases with spaces pass', () => {
    expect(passwordProblem('correct horse battery staple', EMAIL)).toBeNull();
    expect(passwordProblem('mein hund heißt bello und mag äpfel', EMAIL)).toBeNull();
  });

  it('ships a list of a few thousand common passwords and refuses them in any case', () => {
    expect((commonList as string[]).length).toBeGreaterThan(5000);
    for (const password of ['1qaz2wsx3edc', 'qwerty123456', 'QWERTY123456', 'administrator', 'unbelievable'])
      expect(passwordProblem(password, EMAIL), password).toBe('common');
  });

  it('refuses common words padded, repeated, runs and one character repeated', () => {
    for (const password of [
      'password123456',
      '!!!password!!!',
      'iloveyou2026!',
      'dragondragondragon',
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      '123456789012',
      'abcdefghijklm',
      '!!!!!!!!!!!!!!',
    ])
      expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('seven ravens at dawn')).toBe(false);
  });

  it('refuses the e-mail address, its name part and the service names', () => {
    expect(passwordProblem('jana.muster@example.org', EMAIL)).toBe('personal');
    expect(passwordProblem('janamuster2026', EMAIL)).toBe('personal');
    expect(passwordProblem('Velora-2026!!', EMAIL)).toBe('personal');
    expect(passwordProblem('Brightwork 2026', EMAIL)).toBe('personal');
    expect(passwordProblem('jana likes green tea at noon', EMAIL)).toBeNull();
  });
});
