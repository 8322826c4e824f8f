import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { captchaChallenge } from './captcha.ts';
import { isCaptchaChallenge, leadingZeroBits, proofInput } from './proof-of-work.ts';

const challenge = {
  id: '5f0c7a52-6a3e-4d55-9d0e-3b7f3c1e2a10',
  algorithm: 'SHA-256',
  salt: 'c2FsdC1mb3ItdGVzdHM',
  difficulty: 12,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('leadingZeroBits', () => {
  test('counts whole zero bytes and the zero bits of the first other byte', () => {
    expect(leadingZeroBits(new Uint8Array([0xff, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x7f]))).toBe(1);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x10, 0]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0]))).toBe(24);
    expect(leadingZeroBits(new Uint8Array([]))).toBe(0);
  });

  test('agrees with a bit-by-bit count over real SHA-256 hashes', () => {
    for (let n = 0; n < 2000; n++) {
      const hash = createHash('sha256')
        .update(proofInput('salt', String(n)))
        .digest();
      const bits = [...hash].map((b) => b.toString(2).padStart(8, '0')).join('');
      expect(leadingZeroBits(hash)).toBe(bits.indexOf('1') === -1 ? bits.length : bits.indexOf('1'));
    }
  });
});

test('the input hashed is the salt and the nonce joined by a colon', () => {
  expect(proofInput('abc', '42')).toBe('abc:42');
});

describe('isCaptchaChallenge (the solver reads error bodies by hand)', () => {
  test('accepts what the contract schema accepts', () => {
    expect(captchaChallenge.safeParse(challenge).success).toBe(true);
    expect(isCaptchaChallenge(challenge)).toBe(true);
  });

  test.each([
    ['no object', null],
    ['another algorithm', { ...challenge, algorithm: 'SHA-1' }],
    ['no salt', { ...challenge, salt: '' }],
    ['a fractional difficulty', { ...challenge, difficulty: 1.5 }],
    ['no difficulty', { ...challenge, difficulty: 0 }],
    ['a difficulty no phone could meet', { ...challenge, difficulty: 25 }],
    ['an expiry that is no date', { ...challenge, expiresAt: 'soon' }],
    ['no id', { ...challenge, id: 7 }],
  ])('refuses %s', (_what, value) => {
    expect(isCaptchaChallenge(value)).toBe(false);
  });
});
