// Consent prompts and answers, and preferences, over the real database: the realm's prompts
// (public), saved answers with their time and the functionalPurposes filter, required prompts
// refused when answered false, preferences for guests and customers but not child profiles.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consentPrompt, preferencesAnswer, savedConsentAnswer } from '../../src/contracts/session.ts';
import { call, newCustomer, newGuest, refusal, refused, signIn } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

const saved = savedConsentAnswer.array();

test('every realm asks the terms (required) and email marketing (optional), with no token needed', async () => {
  for (const realm of ['arena', 'cinema', 'club']) {
    const res = await call(h, null, 'consentPrompts', { realm });
    expect(res.statusCode, realm).toBe(200);
    const prompts = consentPrompt.array().parse(res.json());
    expect(prompts[0], realm).toMatchObject({ fieldName: 'termsAndConditions', functionalPurpose: 'TERMS_AND_CONDITIONS', required: true });
    expect(
      prompts.find((p) => p.functionalPurpose === 'EMAIL_MARKETING'),
      realm,
    ).toMatchObject({ required: false });
  }
});

test("answers are saved with their time, answering again replaces one, and they are the user's own", async () => {
  const customer = await newCustomer(h, 'arena');
  expect(saved.parse((await call(h, customer, 'consentAnswers')).json())).toEqual([]);
  const before = Date.now();
  const res = await call(h, customer, 'consentAnswersUpdate', {
    body: [
      { promptField: 'termsAndConditions', answer: true },
      { promptField: 'emailMarketing', answer: false },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  const answers = saved.parse(res.json());
  expect(answers.map((a) => [a.consentField.fieldName, a.consentField.required, a.answer])).toEqual([
    ['termsAndConditions', true, true],
    ['emailMarketing', false, false],
  ]);
  for (const a of answers) expect(Date.parse(a.answeredAt)).toBeGreaterThanOrEqual(before - 1000);

  const again = saved.parse(
    (await call(h, customer, 'consentAnswersUpdate', { body: [{ promptField: 'emailMarketing', answer: true }] })).json(),
  );
  expect(again.find((a) => a.consentField.fieldName === 'emailMarketing')?.answer).toBe(true);
  expect(again.find((a) => a.consentField.fieldName === 'termsAndConditions')?.answeredAt).toBe(answers[0]?.answeredAt);
  expect(saved.parse((await call(h, customer, 'consentAnswers')).json())).toEqual(again);
  // Another user's list is their own.
  const other = await newCustomer(h, 'arena');
  expect(saved.parse((await call(h, other, 'consentAnswers')).json())).toEqual([]);
});

test('answers are filtered by functional purpose', async () => {
  const customer = await newCustomer(h, 'cinema');
  await call(h, customer, 'consentAnswersUpdate', {
    body: [
      { promptField: 'termsAndConditions', answer: true },
      { promptField: 'targetedAds', answer: false },
      { promptField: 'emailMarketing', answer: true },
    ],
  });
  const names = async (query: Record<string, string>) =>
    saved.parse((await call(h, customer, 'consentAnswers', { query })).json()).map((a) => a.consentField.fieldName);
  expect(await names({ functionalPurposes: 'TERMS_AND_CONDITIONS' })).toEqual(['termsAndConditions']);
  expect(await names({ functionalPurposes: 'EMAIL_MARKETING,TARGETED_ADS' })).toEqual(['targetedAds', 'emailMarketing']);
  expect(await names({ functionalPurposes: 'RESIDENT_MARKETING' })).toEqual([]);
  expect(await names({})).toHaveLength(3);
  const bad = await call(h, customer, 'consentAnswers', { query: { functionalPurposes: 'TERMS_AND_CONDITIONS,EVERYTHING' } });
  expect(refused(bad)).toEqual([400, 'VALIDATION', 'generic']);
  expect(refused(await call(h, customer, 'consentAnswers', { query: { other: 'x' } }))[0]).toBe(400);
});

test('a required prompt answered false, an unknown prompt or one named twice: 400 naming it, nothing saved', async () => {
  const customer = await newCustomer(h, 'club');
  const res = await call(h, customer, 'consentAnswersUpdate', {
    body: [
      { promptField: 'emailMarketing', answer: true },
      { promptField: 'termsAndConditions', answer: false },
      { promptField: 'targetedAds', answer: true },
    ],
  });
  const body = refusal(res);
  expect([body.status, body.code, body.messageKey]).toEqual([400, 'VALIDATION', 'errorUpdatingTermsOfUse']);
  expect(body.details?.fields).toEqual([
    { field: 'termsAndConditions', problem: 'consentRequired' },
    // targetedAds is cinema's, not club's.
    { field: 'targetedAds', problem: 'unknownField' },
  ]);
  const twice = await call(h, customer, 'consentAnswersUpdate', {
    body: [
      { promptField: 'emailMarketing', answer: true },
      { promptField: 'emailMarketing', answer: false },
    ],
  });
  expect(refusal(twice).details?.fields).toEqual([{ field: 'emailMarketing', problem: 'consentAnsweredTwice' }]);
  expect(saved.parse((await call(h, customer, 'consentAnswers')).json())).toEqual([]);
  for (const bad of [
    { promptField: 'x', answer: 'yes' },
    [{ promptField: '', answer: true }],
    [{ answer: true }],
    Array.from({ length: 51 }, () => ({ promptField: 'x', answer: true })),
  ]) {
    expect(refused(await call(h, customer, 'consentAnswersUpdate', { body: bad }))[0], JSON.stringify(bad).slice(0, 80)).toBe(400);
  }
});

test("the seeded viewers: arena's has answered nothing, cinema's and club's the terms", async () => {
  const arena = await signIn(h, 'arena', 'viewer@arena.example');
  expect(saved.parse((await call(h, arena, 'consentAnswers')).json())).toEqual([]);
  for (const realm of ['cinema', 'club']) {
    const viewer = await signIn(h, realm, `viewer@${realm}.example`);
    const answers = saved.parse((await call(h, viewer, 'consentAnswers')).json());
    expect(
      answers.map((a) => [a.consentField.fieldName, a.answer]),
      realm,
    ).toEqual([['termsAndConditions', true]]);
  }
});

test('consent answers are for customers on an adult profile, in their own realm', async () => {
  const guest = await newGuest(h, 'arena');
  expect(refused(await call(h, guest, 'consentAnswers'))[0]).toBe(403);
  expect(refused(await call(h, guest, 'consentAnswersUpdate', { body: [] }))[0]).toBe(403);
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  expect(refused(await call(h, kids, 'consentAnswers'))[2]).toBe('childProfileNotAllowed');
  expect(refused(await call(h, kids, 'consentAnswersUpdate', { body: [] }))[2]).toBe('childProfileNotAllowed');
  const arena = await signIn(h, 'arena', 'viewer@arena.example');
  expect(refused(await call(h, arena, 'consentAnswers', { realm: 'club' }))).toEqual([401, 'UNAUTHORIZED', 'failedAuthentication']);
  expect(refused(await call(h, null, 'consentAnswers', { realm: 'club' }))[0]).toBe(401);
});

test('preferences: defaults, then what the viewer sets; guests have their own', async () => {
  const guest = await newGuest(h, 'arena');
  const first = await call(h, guest, 'preferences');
  expect(first.statusCode).toBe(200);
  expect(preferencesAnswer.parse(first.json())).toEqual({ autoAdvance: 'true', videoBackgroundAutoPlay: 'true' });
  const res = await call(h, guest, 'preferencesUpdate', {
    body: { subTitleLanguage: 'pt', audioLanguage: 'en', autoAdvance: 'false', pluginAccessTokens: '{"scores":"abc"}' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const expected = {
    subTitleLanguage: 'pt',
    audioLanguage: 'en',
    autoAdvance: 'false',
    pluginAccessTokens: '{"scores":"abc"}',
    videoBackgroundAutoPlay: 'true',
  };
  expect(preferencesAnswer.parse(res.json())).toEqual(expected);
  expect(preferencesAnswer.parse((await call(h, guest, 'preferences')).json())).toEqual(expected);
  // The viewer's init carries them for the keys it asks for (read with the token, in one query).
  const init = await call(h, guest, 'init', { query: { pk: 'subTitleLanguage,autoAdvance,videoBackgroundAutoPlay' } });
  expect(init.json().preferences).toEqual({ subTitleLanguage: 'pt', autoAdvance: 'false', videoBackgroundAutoPlay: 'true' });
  // Subtitles off; the rest stays.
  const off = await call(h, guest, 'preferencesUpdate', { body: { subTitleLanguage: '' } });
  expect(preferencesAnswer.parse(off.json())).toEqual({ ...expected, subTitleLanguage: '' });
  const customer = await newCustomer(h, 'arena');
  expect(preferencesAnswer.parse((await call(h, customer, 'preferences')).json())).toEqual({
    autoAdvance: 'true',
    videoBackgroundAutoPlay: 'true',
  });
});

test('preferences refuse languages the realm does not offer, unknown keys and bad values; child profiles have none', async () => {
  const customer = await newCustomer(h, 'cinema');
  const res = await call(h, customer, 'preferencesUpdate', { body: { subTitleLanguage: 'pt', audioLanguage: '' } });
  expect(refusal(res).details?.fields).toEqual([
    { field: 'subTitleLanguage', problem: 'unsupportedLanguage' },
    { field: 'audioLanguage', problem: 'unsupportedLanguage' },
  ]);
  for (const body of [
    { autoAdvance: 'yes' },
    { colour: 'red' },
    { audioLanguage: 'x'.repeat(17) },
    { pluginAccessTokens: 'x'.repeat(4097) },
  ]) {
    expect(refused(await call(h, customer, 'preferencesUpdate', { body }))[0], JSON.stringify(body).slice(0, 40)).toBe(400);
  }
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  expect(refused(await call(h, kids, 'preferences'))).toEqual([403, 'FORBIDDEN', 'childProfileNotAllowed']);
  expect(refused(await call(h, kids, 'preferencesUpdate', { body: { autoAdvance: 'false' } }))[2]).toBe('childProfileNotAllowed');
  expect(refused(await call(h, null, 'preferences', { realm: 'cinema' }))[0]).toBe(401);
  const arena = await newGuest(h, 'arena');
  expect(refused(await call(h, arena, 'preferences', { realm: 'cinema' }))).toEqual([401, 'UNAUTHORIZED', 'failedAuthentication']);
});
