// Spec §4 and §5 analytics rules: providers skipped unless settings.enabled is the string
// 'true', journey names, page views only on a change of view or on the account view, the
// sign-up flag cleared by any navigation, logged-in detection, validation.
import { describe, expect, test, vi } from 'vitest';
import { MARKETING_PROVIDER, PLAYER_EVENT_NAMES } from '../../contracts/analytics-constants.ts';
import { createDispatcher } from './dispatch.ts';
import {
  INITIAL_JOURNEY,
  LOGGED_IN_JOURNEY,
  SIGN_UP_JOURNEY,
  isLoggedIn,
  journeyName,
  licenceChosen,
  INITIAL_PURCHASE,
  navigated,
  signupStarted,
} from './journey.ts';
import { commandQueueProvider, enabledProviders, type AnalyticsProvider, type TrackedEvent } from './providers.ts';
import { aliasProblems, dataPlanProblems, identityProblems, promotionProblems, transactionProblems } from './validation.ts';

const recorder = (name: AnalyticsProvider['name'] = MARKETING_PROVIDER.customerData) => {
  const events: TrackedEvent[] = [];
  return { provider: { name, track: (e: TrackedEvent) => void events.push(e), stop: () => {} } satisfies AnalyticsProvider, events };
};

describe('providers', () => {
  test("only settings.enabled === 'true' (the string) enables a provider", () => {
    const made: string[] = [];
    const factory = (s: Readonly<Record<string, string>>) => {
      made.push(s.tag ?? '');
      return recorder().provider;
    };
    const configured = ['true', 'TRUE', 'True', ' true', '1', 'yes', '', 'false'].map((enabled, i) => ({
      name: MARKETING_PROVIDER.customerData,
      settings: { enabled, tag: String(i) },
    }));
    configured.push({ name: MARKETING_PROVIDER.customerData, settings: { tag: 'missing' } as { enabled: string; tag: string } });
    enabledProviders(configured, { [MARKETING_PROVIDER.customerData]: factory }, () => {});
    expect(made).toEqual(['0']);
  });

  test('an unknown provider is logged as not supported and skipped', () => {
    const warn = vi.fn();
    const out = enabledProviders([{ name: 'SOMETHING_ELSE', settings: { enabled: 'true' } }], {}, warn);
    expect(out).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Analytics provider SOMETHING_ELSE is not yet supported or initialized');
  });

  test('a third-party provider holds events until its integration starts, then pushes them in order; stop drops them', async () => {
    let start = () => {};
    const started = new Promise<void>((resolve) => (start = resolve));
    const p = commandQueueProvider(MARKETING_PROVIDER.tagManager, 'testQueue', (e) => e.name, started);
    p.track({ name: 'a', attributes: {}, timestamp: new Date() });
    p.track({ name: 'b', attributes: {}, timestamp: new Date() });
    const scope = globalThis as unknown as { testQueue?: unknown[] };
    expect(scope.testQueue).toBeUndefined();
    start();
    await started;
    await Promise.resolve();
    p.track({ name: 'c', attributes: {}, timestamp: new Date() });
    expect(scope.testQueue).toEqual(['a', 'b', 'c']);
    p.stop();
    p.track({ name: 'd', attributes: {}, timestamp: new Date() });
    expect(scope.testQueue).toEqual(['a', 'b', 'c']);
  });
});

describe('journey', () => {
  test('logged in when the token lacks the guest flag, or the user type is not GUEST', () => {
    expect(isLoggedIn(null, null)).toBe(false);
    expect(isLoggedIn({ gue: false }, 'CUSTOMER')).toBe(true);
    expect(isLoggedIn({}, 'GUEST')).toBe(true);
    expect(isLoggedIn({ gue: true }, 'GUEST')).toBe(false);
    expect(isLoggedIn({ gue: true }, 'CUSTOMER')).toBe(true);
  });

  test("'Sign Up Journey' while the sign-up flag is set, else 'Logged In Journey'; any navigation clears the flag", () => {
    expect(journeyName(INITIAL_JOURNEY)).toBe(LOGGED_IN_JOURNEY);
    const signingUp = signupStarted(INITIAL_JOURNEY, false);
    expect(journeyName(signingUp)).toBe(SIGN_UP_JOURNEY);
    // Set only for a visitor who is not logged in.
    expect(signupStarted(INITIAL_JOURNEY, true).signupFlow).toBe(false);
    // Even a navigation to the same view.
    expect(navigated({ view: 'signup', signupFlow: true }, 'signup').state.signupFlow).toBe(false);
  });

  test('a page view only when the view changes, or on the account view every time', () => {
    const views = ['home', 'home', 'search', 'search', 'account', 'account', 'home'];
    let state = INITIAL_JOURNEY;
    const reported: string[] = [];
    for (const view of views) {
      const step = navigated(state, view);
      state = step.state;
      if (step.pageViewed) reported.push(view);
    }
    expect(reported).toEqual(['home', 'search', 'account', 'account', 'home']);
  });

  test('choosing a licence marks payment present; removing it resets product and transaction', () => {
    const chosen = licenceChosen({ ...INITIAL_PURCHASE, transactionId: 't1' }, 'Gold');
    expect(chosen).toEqual({ product: 'Gold', transactionId: 't1', paymentPresent: true });
    expect(licenceChosen(chosen, null)).toEqual({ product: null, transactionId: null, paymentPresent: true });
  });
});

describe('dispatcher', () => {
  const make = (allowed: string[], loggedIn = false) => {
    const { provider, events } = recorder();
    const d = createDispatcher({ providers: [provider], allowed, loggedIn: () => loggedIn, now: () => new Date(0) });
    return { d, events };
  };

  test('page views carry the view, path and journey; names outside init analyticsEvents are not sent', () => {
    const { d, events } = make(['Page Viewed']);
    d.navigated('home', '/');
    d.navigated('home', '/?q=1');
    d.intent({ type: 'signupStarted' });
    d.navigated('signup', '/signup');
    d.intent({ type: 'journeyAction', action: 'licenceSelected', licence: 'Gold' });
    expect(events.map((e) => [e.name, e.attributes.view, e.attributes.journey])).toEqual([
      ['Page Viewed', 'home', LOGGED_IN_JOURNEY],
      ['Page Viewed', 'signup', LOGGED_IN_JOURNEY],
    ]);
  });

  test('journey actions and a completed purchase (with a transaction id) in the sign-up journey', () => {
    const { d, events } = make(['Licence Selected', 'Journey Completed']);
    d.intent({ type: 'signupStarted' });
    d.intent({ type: 'journeyAction', action: 'licenceSelected', licence: 'Gold' });
    d.intent({ type: 'purchaseCompleted', licence: 'Gold', transactionId: '' });
    d.intent({ type: 'purchaseCompleted', licence: 'Gold', transactionId: 'tx-1' });
    expect(events.map((e) => [e.name, e.attributes.licence, e.attributes.journey])).toEqual([
      ['Licence Selected', 'Gold', SIGN_UP_JOURNEY],
      ['Journey Completed', 'Gold', SIGN_UP_JOURNEY],
    ]);
  });

  test('player events from the bus under their names; time updates at most every 30 s per item', () => {
    let t = 0;
    const { provider, events } = recorder();
    const d = createDispatcher({
      providers: [provider],
      allowed: Object.values(PLAYER_EVENT_NAMES),
      loggedIn: () => true,
      now: () => new Date(t),
    });
    d.player({ type: 'pause', contentId: 'a', position: 3, live: false });
    d.player({ type: 'volumeChange', contentId: 'a', position: 3, live: false, volume: 0.5, muted: false });
    for (t = 0; t <= 60_000; t += 250) d.player({ type: 'timeUpdate', contentId: 'a', position: t / 1000, live: false });
    expect(events.map((e) => e.name)).toEqual([
      'Player Pause',
      'Player Volume Change',
      'Player Time Update',
      'Player Time Update',
      'Player Time Update',
    ]);
    expect(events[1]?.attributes).toMatchObject({ contentId: 'a', volume: 0.5, muted: false, loggedIn: true });
  });
});

describe('validation (spec §5)', () => {
  test('transaction id and promotion id are required; product name a string', () => {
    expect(transactionProblems({ transactionId: 't', productName: 'Gold' })).toEqual([]);
    expect(transactionProblems({ transactionId: ' ' })).toEqual(['transaction id is required']);
    expect(transactionProblems({ transactionId: 't', productName: 3 })).toEqual(['product name must be a string']);
    expect(promotionProblems({ promotionId: 'p' })).toEqual([]);
    expect(promotionProblems({})).toEqual(['promotion id is required']);
  });

  test('identity values are strings or null', () => {
    expect(identityProblems({ email: 'a@b.co', customerid: null })).toEqual([]);
    expect(identityProblems({ email: 42, other: undefined })).toEqual([
      'identity email must be a string or null',
      'identity other must be a string or null',
    ]);
  });

  test('a data plan id is an underscore lower-case slug; its version a number', () => {
    expect(dataPlanProblems({ planId: 'web_plan_2', planVersion: 3 })).toEqual([]);
    for (const planId of ['Web_plan', 'web-plan', '_web', 'web_', 'web__plan', '', 7]) expect(dataPlanProblems({ planId })).toHaveLength(1);
    expect(dataPlanProblems({ planId: 'web', planVersion: '3' })).toEqual(['data plan version must be a number']);
  });

  test('an alias needs differing source and destination ids, and start not after end', () => {
    expect(aliasProblems({ sourceId: 'a', destinationId: 'b', startTime: 1, endTime: 1 })).toEqual([]);
    expect(aliasProblems({ sourceId: 'a', destinationId: 'a', startTime: 2, endTime: 1 })).toEqual([
      'source and destination ids must differ',
      'start must not be after end',
    ]);
  });
});
