import { describe, expect, it } from 'vitest';
import { CHALLENGE_MAX_AGE, challengeValue, newChallenge, readChallenge } from './challenge';

const SECRET = 'challenge-test-secret';

describe('passkey challenge cookie', () => {
  it('gives its challenge back for the purpose and candidate it was made for', () => {
    const challenge = newChallenge();
    expect(challenge).toMatch(/^[\w-]{43}$/);
    expect(readChallenge(SECRET, challengeValue(SECRET, 'register', 42, challenge), 'register', 42)).toBe(challenge);
    expect(readChallenge(SECRET, challengeValue(SECRET, 'signin', 0, challenge), 'signin', 0)).toBe(challenge);
  });

  it('refuses another purpose, another candidate, another secret and a changed value', () => {
    const challenge = newChallenge();
    const value = challengeValue(SECRET, 'register', 42, challenge);
    expect(readChallenge(SECRET, value, 'signin', 42)).toBeNull();
    expect(readChallenge(SECRET, value, 'register', 43)).toBeNull();
    expect(readChallenge('another secret', value, 'register', 42)).toBeNull();
    expect(readChallenge(SECRET, value.replace('register.42', 'register.43'), 'register', 43)).toBeNull();
    const other = newChallenge();
    expect(readChallenge(SECRET, value.replace(challenge, other), 'register', 42)).toBeNull();
    for (const bad of [null, '', 'x', `${value}x`, value.slice(1)])
      expect(readChallenge(SECRET, bad, 'register', 42)).toBeNull();
  });

  it('ends after five minutes', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    const challenge = newChallenge();
    const value = challengeValue(SECRET, 'signin', 0, challenge, now);
    expect(readChallenge(SECRET, value, 'signin', 0, now + CHALLENGE_MAX_AGE * 1000 - 1000)).toBe(challenge);
    expect(readChallenge(SECRET, value, 'signin', 0, now + CHALLENGE_MAX_AGE * 1000 + 1000)).toBeNull();
  });
});
