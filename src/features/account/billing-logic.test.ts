// The subscriptions and payment details sections' rules: spec §4's migration listing, cards
// appended page by page, ZZ addresses dropped, prices through the shared helper, and the
// billing address form's checks and bodies.
import { describe, expect, test } from 'vitest';
import { addressBody, addressFormField, addressSchema, billingDetailsUpdate } from './address-schema.ts';
import { formatPrice } from '../../lib/money-format.ts';
import { appendCards, hasMoreCards, listedAddresses, listedMigrations } from './billing-logic.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const migration = (id: string, customerConfirmed: boolean | null, deadline: string) => ({ id, consent: { customerConfirmed, deadline } });

describe('price migrations waiting for consent', () => {
  test('listed only when customerConfirmed is exactly false and the deadline is ahead', () => {
    const list = [
      migration('open', false, '2026-06-02T00:00:00Z'),
      migration('confirmed', true, '2026-06-02T00:00:00Z'),
      migration('declined', null, '2026-06-02T00:00:00Z'),
      migration('late', false, '2026-06-01T11:59:59Z'),
      migration('now', false, '2026-06-01T12:00:00Z'),
    ];
    expect(listedMigrations(list, NOW).map((m) => m.id)).toEqual(['open']);
  });
});

describe('cards page by page', () => {
  const card = (id: string) => ({ id });
  test('the next page is appended after the ones shown, a card already shown not repeated', () => {
    const first = { cards: [card('a'), card('b')], cardsCurrentPage: 1, cardsTotalPages: 3 };
    const second = appendCards(first, { cards: [card('b'), card('c')], cardsCurrentPage: 2, cardsTotalPages: 3 });
    expect(second.cards.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(hasMoreCards(second)).toBe(true);
    const third = appendCards(second, { cards: [card('d')], cardsCurrentPage: 3, cardsTotalPages: 3 });
    expect(third.cards.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(hasMoreCards(third)).toBe(false);
  });
});

describe('billing addresses', () => {
  const address = (id: string, countryCode: string, isDefault = false) => ({ id, countryCode, default: isDefault });
  test('ZZ (no country yet) is dropped and the default comes first', () => {
    const listed = listedAddresses({
      a: address('a', 'GB'),
      b: address('b', 'ZZ', true),
      c: address('c', 'BR', true),
      d: address('d', 'zz'),
    });
    expect(listed.map((a) => a.id)).toEqual(['c', 'a']);
  });

  test('the form: a country is chosen, the postal code is printable ASCII, empty lines are left out', () => {
    const values = { countryCode: 'GB', postalCode: ' SW1A 1AA ', line1: '', city: 'London', default: true, taxNumber: '' };
    const parsed = addressSchema.parse(values);
    expect(addressBody(parsed)).toEqual({ countryCode: 'GB', postalCode: 'SW1A 1AA', city: 'London', default: true });
    expect(billingDetailsUpdate({ ...parsed, default: false, taxNumber: 'GB123' })).toEqual({
      address: { countryCode: 'GB', postalCode: 'SW1A 1AA', city: 'London', default: true },
      taxNumber: 'GB123',
    });
    const bad = addressSchema.safeParse({ ...values, countryCode: '', postalCode: 'SW1A 1AÄ' });
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ countryCode: 'chooseCountry', postalCode: 'postalCodeNotPrintable' });
    expect(addressFormField('address.postalCode')).toBe('postalCode');
  });
});

describe('prices', () => {
  test('amount ÷ 10^scale in the currency, as the locale writes it', () => {
    expect(formatPrice({ amount: 999, scale: 2, currency: 'GBP' }, 'en_GB')).toBe('£9.99');
    expect(formatPrice({ amount: 7490, scale: 2, currency: 'BRL' }, 'pt_BR')).toMatch(/^R\$\s74,90$/);
    expect(formatPrice({ amount: 5, scale: 0, currency: 'XXQ' }, 'en_US')).toMatch(/5/);
  });
});
