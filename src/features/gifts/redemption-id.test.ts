import { expect, test } from 'vitest';
import { redemptionId } from './redemption-id.ts';

test('a redemption id as typed, pasted or inside the mailed link; anything else is none', () => {
  const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
  expect(redemptionId(id)).toBe(id);
  expect(redemptionId(`  ${id.toUpperCase()} `)).toBe(id);
  expect(redemptionId(`https://arena.example/gifts/redeem?id=${id}`)).toBe(id);
  for (const value of ['', null, undefined, '1b4e28ba-2fa1-41d2-883f', 'not an id']) expect(redemptionId(value), String(value)).toBeNull();
});
