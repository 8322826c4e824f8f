import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { deflateParts, gzipSpliced } from './gzip-splice.ts';
import { filled, ownBytes, templateOf } from './splice.ts';

// Repetitive like a real answer, so the kept parts really are compressed and back-referenced.
const labels = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`label${i}`, `Text number ${i} of the realm`]));
const answer = { labels, authentication: null, content: [{ id: 1, title: 'é ünïcode ✓' }], preferences: { a: '1' }, tail: 'end' };
const body = Buffer.from(JSON.stringify(answer));

test('the spliced gzip stream inflates to exactly the filled answer, and is compressed', () => {
  const template = templateOf(body, ['authentication', 'preferences']);
  const deflated = deflateParts(template.parts);
  const mine = ownBytes(template, { authentication: { isGuest: false, isAuthenticated: true }, preferences: { a: '2', b: 'ö' } });
  const gz = gzipSpliced(template.parts, deflated, mine);
  // gunzip checks the trailer's CRC-32 and length too: a wrong one throws.
  expect(gunzipSync(gz).equals(filled(template, mine))).toBe(true);
  expect(gz.length).toBeLessThan(body.length / 4);
});

test('own values longer than one stored block, empty ones, and a member added at the end all inflate right', () => {
  const template = templateOf(body, ['authentication', 'viewer']);
  const deflated = deflateParts(template.parts);
  const big = 'x'.repeat(70_000);
  for (const own of [{ authentication: big, viewer: '' }, { authentication: undefined, viewer: { big } }, {}]) {
    const mine = ownBytes(template, own);
    expect(gunzipSync(gzipSpliced(template.parts, deflated, mine)).equals(filled(template, mine))).toBe(true);
  }
});

test('a corrupted trailer is refused by a decoder (the CRC is really checked)', () => {
  const template = templateOf(body, ['preferences']);
  const gz = gzipSpliced(template.parts, deflateParts(template.parts), ownBytes(template, { preferences: {} }));
  const at = gz.length - 8;
  gz.writeUInt8(gz.readUInt8(at) ^ 0xff, at);
  expect(() => gunzipSync(gz)).toThrow();
});
