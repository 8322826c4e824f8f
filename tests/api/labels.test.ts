import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiError } from '../../src/contracts/errors.ts';
import { LABEL_DEFAULTS, LABEL_KEYS } from '../../src/contracts/label-keys.ts';
import { labels } from '../../src/contracts/labels.ts';
import { apiPath } from '../../src/contracts/paths.ts';
import { esES } from '../../src/server/db/seed/labels/es-ES.ts';
import { ptBR } from '../../src/server/db/seed/labels/pt-BR.ts';
import { bumpRealmVersions } from '../../src/server/db/realm-version.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

async function fetchLabels(realm: string, locale: string, extra: Record<string, string> = {}) {
  const res = await h.inject({ url: apiPath.labels(locale), headers: await h.clientHeaders(realm, extra) });
  return { res, body: res.statusCode === 200 ? labels.parse(res.json()) : null };
}

test('every realm has every app label key in each of its locales', async () => {
  for (const realm of await h.app.services.realms.list()) {
    for (const { language } of realm.realmLanguages) {
      const { res, body } = await fetchLabels(realm.realm, language);
      expect(res.statusCode).toBe(200);
      expect(body?.selected_locale).toBe(language);
      expect(body?.default_locale).toBe('en_US');
      for (const key of LABEL_KEYS) expect(body?.translations[key], `${realm.realm} ${language} ${key}`).toBeTruthy();
    }
  }
});

test('the Portuguese and Spanish label files translate every app label key', () => {
  for (const key of LABEL_KEYS) {
    expect(ptBR[key], `pt_BR ${key}`).toBeTruthy();
    expect(esES[key], `es_ES ${key}`).toBeTruthy();
  }
});

test('arena answers in Portuguese for pt_BR and pt-BR, with its own wording', async () => {
  const { body } = await fetchLabels('arena', 'pt_BR');
  expect(body?.translations.signIn).toBe('Entrar');
  expect(body?.translations.liveNow).toBe('Ao vivo agora');
  expect(body?.translations.bucketComingUp).toBe('Próximos jogos');
  const dashed = await fetchLabels('arena', 'pt-BR');
  expect(dashed.body?.selected_locale).toBe('pt_BR');
});

test('cinema answers in Spanish, and its English menu wording differs from the defaults', async () => {
  const spanish = await fetchLabels('cinema', 'es_ES');
  expect(spanish.body?.translations.signIn).toBe('Iniciar sesión');
  expect(spanish.body?.translations.menuClassics).toBe('Clásicos');
  const english = await fetchLabels('cinema', 'en_US');
  expect(english.body?.translations.browse).toBe('Films');
  expect(english.body?.translations.browse).not.toBe(LABEL_DEFAULTS.browse);
});

test('English wording differs per realm: arena says Live now, club says On air', async () => {
  const arena = await fetchLabels('arena', 'en_US');
  const club = await fetchLabels('club', 'en_US');
  expect(arena.body?.translations.liveNow).toBe('Live now');
  expect(club.body?.translations.liveNow).toBe('On air');
});

test('a locale the realm lacks falls back to its default locale; a bare language picks its region', async () => {
  const french = await fetchLabels('arena', 'fr_FR');
  expect(french.res.statusCode).toBe(200);
  expect(french.body?.selected_locale).toBe('en_US');
  expect(french.body?.translations.signIn).toBe('Sign in');
  const portuguese = await fetchLabels('arena', 'pt');
  expect(portuguese.body?.selected_locale).toBe('pt_BR');
  const spanishAtArena = await fetchLabels('arena', 'es_ES');
  expect(spanishAtArena.body?.selected_locale).toBe('en_US');
});

test('a key missing from a locale falls back to the realm English text', async () => {
  const row = await h.db
    .selectFrom('label')
    .select('translations')
    .where('realm', '=', 'arena')
    .where('locale', '=', 'pt_BR')
    .executeTakeFirstOrThrow();
  const { emptyHome: _dropped, ...rest } = row.translations;
  await h.db
    .updateTable('label')
    .set({ translations: JSON.stringify(rest) })
    .where('realm', '=', 'arena')
    .where('locale', '=', 'pt_BR')
    .execute();
  await bumpRealmVersions(h.db, ['arena']);
  try {
    const { body } = await fetchLabels('arena', 'pt_BR');
    expect(body?.translations.emptyHome).toBe('No matches to show yet. Check back before kick-off.');
    expect(body?.translations.signIn).toBe('Entrar');
  } finally {
    await h.db
      .updateTable('label')
      .set({ translations: JSON.stringify(row.translations) })
      .where('realm', '=', 'arena')
      .where('locale', '=', 'pt_BR')
      .execute();
    await bumpRealmVersions(h.db, ['arena']);
  }
});

test('a malformed locale is a 400 VALIDATION naming the locale parameter', async () => {
  const { res } = await fetchLabels('arena', 'portuguese!');
  expect(res.statusCode).toBe(400);
  const body = apiError.parse(res.json());
  expect(body.code).toBe('VALIDATION');
  expect(body.details?.fields).toEqual([expect.objectContaining({ field: 'locale' })]);
});

test('labels are cacheable per realm with an ETag that answers 304', async () => {
  const { res } = await fetchLabels('arena', 'en_US');
  expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
  expect(String(res.headers.vary)).toContain('realm');
  const etag = String(res.headers.etag);
  const again = await fetchLabels('arena', 'en_US', { 'if-none-match': etag });
  expect(again.res.statusCode).toBe(304);
  const otherRealm = await fetchLabels('club', 'en_US', { 'if-none-match': etag });
  expect(otherRealm.res.statusCode).toBe(200);
});
