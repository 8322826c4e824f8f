// The user's own details and the missing-details list (GET, PUT /user/profile; GET
// /user/missing-information) over the real database: who may call them (customer, not a guest,
// not a child profile, not another realm's token), the per-country formats, and the seeded
// accounts that exercise the missing-details modal.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { missingInformation, userProfile } from '../../src/contracts/session.ts';
import { call, newCustomer, newGuest, refusal, refused, signIn } from './account-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seedItems: 20 });
});
afterAll(async () => h?.close());

test("the viewer reads their own details, in the contract's shape, never cached", async () => {
  const viewer = await signIn(h, 'cinema', 'viewer@cinema.example');
  const res = await call(h, viewer, 'userProfile');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = userProfile.parse(res.json());
  expect(body).toMatchObject({
    id: viewer.userId,
    contactEmail: 'viewer@cinema.example',
    name: { fullName: 'Demo Viewer', preferredName: 'Sam' },
    countryCode: 'ES',
    taxNumber: '12345678Z',
    confirmed: true,
  });
});

test('no token, a guest, a child profile and a token of another realm are refused', async () => {
  expect(refused(await call(h, null, 'userProfile', { realm: 'arena' }))).toEqual([401, 'UNAUTHORIZED', 'failedAuthentication']);
  const guest = await newGuest(h, 'arena');
  expect(refused(await call(h, guest, 'userProfile'))).toEqual([403, 'FORBIDDEN', 'generic']);
  expect(refused(await call(h, guest, 'missingInformation'))[0]).toBe(403);
  const kids = await signIn(h, 'cinema', 'viewer@cinema.example', 'Kids');
  expect(refused(await call(h, kids, 'userProfile'))).toEqual([403, 'FORBIDDEN', 'childProfileNotAllowed']);
  expect(refused(await call(h, kids, 'userProfileUpdate', { body: { name: { fullName: 'Kid' } } }))[2]).toBe('childProfileNotAllowed');
  expect(refused(await call(h, kids, 'missingInformation'))[2]).toBe('childProfileNotAllowed');
  const main = await signIn(h, 'cinema', 'viewer@cinema.example', 'Main');
  expect((await call(h, main, 'userProfile')).statusCode).toBe(200);
  const arena = await signIn(h, 'arena', 'viewer@arena.example');
  expect(refused(await call(h, arena, 'userProfile', { realm: 'cinema' }))).toEqual([401, 'UNAUTHORIZED', 'failedAuthentication']);
  const tampered = { ...arena, token: `${arena.token.slice(0, -3)}AAA` };
  expect(refused(await call(h, tampered, 'userProfile'))[0]).toBe(401);
});

test('the details change: phone spaces stripped, tax number upper-cased, empty text clears an optional detail', async () => {
  const customer = await newCustomer(h, 'cinema', { countryCode: 'ES' });
  const res = await call(h, customer, 'userProfileUpdate', {
    body: {
      name: { fullName: '  Ana Pérez ', preferredName: 'Ana' },
      phoneNumber: '+34 600 123 456',
      birthDate: '1990-02-28',
      taxNumber: 'x1234567l',
      locale: 'es_ES',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(userProfile.parse(res.json())).toMatchObject({
    name: { fullName: 'Ana Pérez', preferredName: 'Ana' },
    phoneNumber: '+34600123456',
    birthDate: '1990-02-28',
    taxNumber: 'X1234567L',
    locale: 'es_ES',
  });
  const cleared = await call(h, customer, 'userProfileUpdate', { body: { name: { preferredName: '' } } });
  expect(userProfile.parse(cleared.json()).name).toEqual({ fullName: 'Ana Pérez', preferredName: null });
  // What was not sent stays.
  expect(userProfile.parse(cleared.json()).phoneNumber).toBe('+34600123456');
});

test("details in the wrong form for the user's country are refused field by field", async () => {
  const customer = await newCustomer(h, 'club', { countryCode: 'BR' });
  const res = await call(h, customer, 'userProfileUpdate', {
    body: { phoneNumber: '12 34', birthDate: '2001-02-30', taxNumber: '12345678901', locale: 'pt_BR' },
  });
  expect(res.statusCode).toBe(400);
  const body = refusal(res);
  expect(body.code).toBe('VALIDATION');
  expect(body.details?.fields).toEqual([
    { field: 'phoneNumber', problem: 'invalidPhoneNumber' },
    { field: 'birthDate', problem: 'invalidBirthDate' },
    { field: 'taxNumber', problem: 'invalidTaxNumber' },
    { field: 'locale', problem: 'unsupportedLocale' },
  ]);
  // A CPF is right in Brazil and wrong in Spain; the country sent with it is the one that counts.
  expect((await call(h, customer, 'userProfileUpdate', { body: { taxNumber: '123.456.789-09' } })).statusCode).toBe(200);
  const spain = await call(h, customer, 'userProfileUpdate', { body: { countryCode: 'ES', taxNumber: '123.456.789-09' } });
  expect(refusal(spain).details?.fields).toEqual([{ field: 'taxNumber', problem: 'invalidTaxNumber' }]);
  // A birth date in the future is not one.
  const future = await call(h, customer, 'userProfileUpdate', { body: { birthDate: `${new Date().getUTCFullYear() + 1}-01-01` } });
  expect(refusal(future).details?.fields).toEqual([{ field: 'birthDate', problem: 'invalidBirthDate' }]);
});

test('a required detail may be changed but not removed', async () => {
  const customer = await newCustomer(h, 'club', { countryCode: 'BR' });
  const res = await call(h, customer, 'userProfileUpdate', { body: { phoneNumber: '   ', taxNumber: '' } });
  expect(refusal(res).details?.fields).toEqual([
    { field: 'phoneNumber', problem: 'requiredField' },
    { field: 'taxNumber', problem: 'requiredField' },
  ]);
  expect(refusal(res).messageKey).toBe('requiredField');
});

test('malformed bodies are refused by the schema, in the error shape', async () => {
  const customer = await newCustomer(h, 'arena');
  for (const body of [
    { countryCode: 'spain' },
    { locale: 'english' },
    { contactEmail: 'a@b' },
    { unknown: 1 },
    { name: { fullName: 7 } },
    [],
  ]) {
    const res = await call(h, customer, 'userProfileUpdate', { body });
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(refusal(res).code).toBe('VALIDATION');
  }
});

test("a new contact email waits for confirmation, and another account's address is refused", async () => {
  const customer = await newCustomer(h, 'arena');
  const taken = await call(h, customer, 'userProfileUpdate', { body: { contactEmail: 'Viewer@Arena.example' } });
  expect(refused(taken)).toEqual([409, 'CONFLICT', 'conflict']);
  const res = await call(h, customer, 'userProfileUpdate', { body: { contactEmail: `New-${customer.userId}@Test.example` } });
  // Pending until the link mailed to it is followed (tests/api/account-email-change.test.ts).
  expect(userProfile.parse(res.json())).toMatchObject({
    contactEmail: `${customer.userId}@test.example`,
    pendingContactEmail: `new-${customer.userId}@test.example`,
  });
  // The same address in another realm is another account's business.
  const elsewhere = await newCustomer(h, 'club');
  const other = await call(h, elsewhere, 'userProfileUpdate', { body: { contactEmail: 'viewer@arena.example' } });
  expect(userProfile.parse(other.json()).pendingContactEmail).toBe('viewer@arena.example');
});

test("missing information lists the realm's required details the user lacks, with the country's patterns", async () => {
  // club requires phone, birth date and tax number; its viewer (Brazil) gave the phone only.
  const club = await signIn(h, 'club', 'viewer@club.example');
  const res = await call(h, club, 'missingInformation');
  expect(res.statusCode).toBe(200);
  const body = missingInformation.parse(res.json());
  expect(body.missingFields).toEqual(['birthDate', 'taxNumber']);
  expect(body.countryCode).toBe('BR');
  expect(new RegExp(body.patterns.taxNumber ?? '').test('123.456.789-09')).toBe(true);
  expect(new RegExp(body.patterns.taxNumber ?? '').test('12345678Z')).toBe(false);
  expect(new RegExp(body.patterns.birthDate ?? '').test('1990-12-31')).toBe(true);

  // The details given, the list is empty (200, not an error) and the next token says NONE.
  const given = await call(h, club, 'userProfileUpdate', { body: { birthDate: '1990-12-31', taxNumber: '987.654.321-00' } });
  expect(given.statusCode).toBe(200);
  expect(missingInformation.parse((await call(h, club, 'missingInformation')).json()).missingFields).toEqual([]);
  const user = await h.app.services.auth.tokens.loadUser('club', club.userId);
  expect(user && (await h.app.services.auth.tokens.issue(user)).missingInformationStatus).toBe('NONE');
});

test('a user without a country is held to the realm default country; a realm requiring nothing misses nothing', async () => {
  const customer = await newCustomer(h, 'club');
  const body = missingInformation.parse((await call(h, customer, 'missingInformation')).json());
  expect(body).toMatchObject({ countryCode: 'US', missingFields: ['phoneNumber', 'birthDate', 'taxNumber'] });
  expect(new RegExp(body.patterns.taxNumber ?? '').test('123-45-6789')).toBe(true);
  const arena = await signIn(h, 'arena', 'viewer@arena.example');
  expect(missingInformation.parse((await call(h, arena, 'missingInformation')).json()).missingFields).toEqual([]);
});
