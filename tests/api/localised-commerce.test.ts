// Licences, their families, gifts and EPG channels in the realm's languages (migration 022), as
// catalogue titles are: `lk` first, else the language header; a locale without its own text
// reads the realm default's, then the row's own. Over the real seeded database.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { giftCatalogue } from '../../src/contracts/gifts.ts';
import { initResponse, type InitResponse } from '../../src/contracts/init.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { scheduleAnswer } from '../../src/contracts/schedule.ts';
import { COMMERCE_TEXTS_SEED_KEY, seedDemoCommerceTexts } from '../../src/server/db/seed/commerce-texts.ts';
import { call } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

async function licencesOf(realm: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await h.inject({
    url: apiPath.init(),
    query: { readLicences: 'true', ...query },
    headers: await h.clientHeaders(realm, headers),
  });
  expect(res.statusCode, res.body).toBe(200);
  const catalogue = initResponse.parse(res.json()).licences;
  if (!catalogue) throw new Error('init without licences');
  return catalogue;
}

const words = (catalogue: NonNullable<InitResponse['licences']>) =>
  Object.fromEntries(
    [...catalogue.licenceFamilies.flatMap((f) => f.licences), ...catalogue.nonFamilyBasedLicences].map((l) => [
      l.id,
      [l.name, l.description, l.badge],
    ]),
  );

const day = () => {
  const d = new Date();
  const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { from: new Date(from).toISOString(), to: new Date(from + 86_400_000).toISOString() };
};

test("init's licences and families read in the language lk asks for, and in English otherwise", async () => {
  const pt = await licencesOf('arena', { lk: 'pt_BR' });
  expect(words(pt)).toMatchObject({
    'arena-monthly': ['Arena Mensal', 'Todas as partidas ao vivo e sob demanda, cobrança mensal.', null],
    'arena-yearly': ['Arena Anual', expect.stringContaining('temporada'), 'Melhor custo-benefício'],
    'arena-ppv-derby': [expect.any(String), expect.stringContaining('ao vivo'), 'Evento avulso'],
  });
  expect(pt.licenceFamilies.map((f) => [f.name, f.description])).toEqual([['Passe Arena', 'Todas as partidas ao vivo e sob demanda.']]);
  const en = await licencesOf('arena', { lk: 'en_US' });
  expect(words(en)['arena-monthly']).toEqual(['Arena Monthly', 'Every match live and on demand, billed monthly.', null]);
  expect(words(en)['arena-yearly']?.[2]).toBe('Best value');
  expect(en.licenceFamilies[0]?.name).toBe('Arena Pass');
  // Prices and the rest of the document are the same in every language.
  const strip = (c: typeof en) => c.nonFamilyBasedLicences.map(({ name: _n, description: _d, badge: _b, ...rest }) => rest);
  expect(strip(pt)).toEqual(strip(en));
});

test('without lk the language header chooses; a language the realm lacks reads its default', async () => {
  const es = await licencesOf('cinema', {}, { 'accept-language': 'es-ES,es;q=0.9' });
  expect(words(es)).toMatchObject({
    'cinema-monthly': ['Cine Mensual', expect.stringContaining('prueba gratis'), 'Prueba gratis'],
    'cinema-yearly': ['Cine Anual', 'Un año de cine, dos meses gratis.', 'Mejor precio'],
    'cinema-premiere': ['Alquiler de estreno', 'El estreno de esta semana, tuyo para siempre.', 'Alquilar'],
  });
  const fr = await licencesOf('cinema', { lk: 'fr_FR' });
  expect(words(fr)['cinema-yearly']).toEqual(['Cinema Annual', 'A year of cinema, two months free.', 'Best value']);
});

test('the gift catalogue names its gifts in the asked language', async () => {
  const pt = giftCatalogue.parse((await call(h, null, 'giftCatalogue', { query: { countryCode: 'BR', lk: 'pt_BR' } })).json());
  expect(pt.gifts.map((g) => [g.externalId, g.name])).toEqual([
    ['arena-monthly', 'Arena Mensal'],
    ['arena-yearly', 'Arena Anual'],
  ]);
  const es = await call(h, null, 'giftCatalogue', { realm: 'cinema', query: {}, headers: { 'accept-language': 'es-ES' } });
  expect(giftCatalogue.parse(es.json()).gifts.map((g) => g.description)).toEqual([
    'Todas las películas y series, siete días de prueba gratis, cancela cuando quieras.',
    'Un año de cine, dos meses gratis.',
  ]);
});

test("the EPG's channels are named in the asked language", async () => {
  const names = async (lk: string) =>
    scheduleAnswer.parse((await call(h, null, 'schedule', { query: { ...day(), lk } })).json()).channels.map((c) => c.name);
  const pt = await names('pt_BR');
  expect(pt.length).toBeGreaterThan(0);
  expect(pt).toEqual(pt.map((_, i) => `Canal ${i + 1}`));
  expect(await names('en_US')).toEqual(pt.map((_, i) => `Channel ${i + 1}`));
});

test("seeding the translations again (a database seeded before them) keeps an operator's own wording", async () => {
  await h.db
    .updateTable('licence')
    .set({ translations: JSON.stringify({ pt_BR: { name: 'Mensal da Casa' } }) })
    .where('realm', '=', 'arena')
    .where('id', '=', 'arena-monthly')
    .execute();
  await h.db.updateTable('licence').set({ translations: '{}' }).where('realm', '=', 'arena').where('id', '=', 'arena-yearly').execute();
  await h.db.deleteFrom('meta').where('key', '=', COMMERCE_TEXTS_SEED_KEY).execute();
  expect(await seedDemoCommerceTexts(h.db)).toBe(true);
  // Cached public answers are per realm version: read the rows themselves.
  const rows = await h.db.selectFrom('licence').select(['id', 'translations']).where('realm', '=', 'arena').execute();
  const byId = Object.fromEntries(rows.map((r) => [r.id, r.translations]));
  expect(byId['arena-monthly']).toEqual({ pt_BR: { name: 'Mensal da Casa' } });
  expect(byId['arena-yearly']?.pt_BR?.name).toBe('Arena Anual');
  // Once claimed, the step does nothing more.
  expect(await seedDemoCommerceTexts(h.db)).toBe(false);
});
