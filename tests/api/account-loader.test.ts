// The account route's loader against the real server: the app's own http client over HTTP with a
// signed-in customer's tokens, as a navigation in the browser runs it. It reads the summary every
// section starts from (details, preferences, the realm's consent prompts with the saved answers),
// picks the section from the query, sends a child profile away and leaves a server render its
// public shell.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadAccount, type AccountData } from '../../src/features/account/loaders.ts';
import { PUBLIC_SHELL, type ScreenContext } from '../../src/lib/core/screen.ts';
import { newCustomer, signIn, type Session } from './account-helpers.ts';
import { payByCard } from './commerce-helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { customerScreenContext } from './screen-context.ts';

let harness: Harness;
let baseUrl: string;

beforeAll(async () => {
  harness = await startHarness();
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => harness.close());

const signedInContext = (session: Session, viewer: ScreenContext['viewer']) =>
  customerScreenContext(harness, baseUrl, session, { deviceId: 'account-loader-01', viewer });

const run = (core: ScreenContext, query = '') => loadAccount(core, new URL(`${baseUrl}/account${query}`), new AbortController().signal);

describe('the account loader', () => {
  test("reads the customer's details, preferences and consent answers, and the section the query names", async () => {
    const session = await signIn(harness, 'arena', 'viewer@arena.example');
    const core = await signedInContext(session, { role: 'CUSTOMER', childProfile: false });
    const data = (await run(core, '?section=preferences')) as AccountData;
    expect(data.section).toBe('preferences');
    expect(data.profile).toMatchObject({ id: session.userId, contactEmail: 'viewer@arena.example' });
    expect(data.preferences).toMatchObject({ autoAdvance: 'true', videoBackgroundAutoPlay: 'true' });
    expect(data.consent?.prompts.map((p) => p.fieldName)).toEqual(['termsAndConditions', 'emailMarketing']);
    expect(typeof data.consent?.answers).toBe('object');
  });

  test('an unknown section, or one not offered, is the first section', async () => {
    const session = await signIn(harness, 'arena', 'viewer@arena.example');
    const core = await signedInContext(session, { role: 'CUSTOMER', childProfile: false });
    for (const query of ['', '?section=nonsense', '?section=partitions']) {
      expect(((await run(core, query)) as AccountData).section, query).toBe('accountdetails');
    }
  });

  test('the subscriptions section reads the subscriptions and price migrations; payment details the first page of cards and the addresses', async () => {
    const session = await newCustomer(harness, 'arena');
    await payByCard(harness, session, 'arena-monthly');
    const core = await signedInContext(session, { role: 'CUSTOMER', childProfile: false });
    const subs = (await run(core, '?section=subscriptions')) as AccountData;
    expect(subs.subscriptions?.subscriptions.map((s) => [s.licenceId, s.status])).toEqual([['arena-monthly', 'ACTIVE']]);
    expect(subs.subscriptions?.priceMigrations).toEqual([]);
    expect(subs.paymentDetails).toBeUndefined();
    const details = (await run(core, '?section=paymentdetails')) as AccountData;
    expect(details.subscriptions).toBeUndefined();
    expect(details.paymentDetails?.cards).toMatchObject({ cardsCurrentPage: 1 });
    expect(typeof details.paymentDetails?.addresses).toBe('object');
  });

  test('a child profile is sent to the default target; a server render gets the public shell', async () => {
    const child = await signIn(harness, 'cinema', 'viewer@cinema.example', 'Kids');
    const core = await signedInContext(child, { role: 'CUSTOMER', childProfile: true });
    const refused = await run(core).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get('location')).toBe('/home');

    const session = await signIn(harness, 'arena', 'viewer@arena.example');
    const server = { ...(await signedInContext(session, { role: 'UNAUTHENTICATED', childProfile: false })), serverRender: true };
    expect(await run(server)).toEqual(PUBLIC_SHELL);
  });
});
