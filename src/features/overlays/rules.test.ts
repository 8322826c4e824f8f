import { describe, expect, test } from 'vitest';
import type { ConsentPrompt } from '../../contracts/session.ts';
import { realmFixture } from '../../lib/testing/fixtures.ts';
import { phonePlatform, realmAppFor } from './app-banner.ts';
import { detectBrowser } from './browser.ts';
import { consentAnswersFor, missingRequiredPrompts } from './consent.ts';
import { planOverlays, type OverlayInputs } from './plan.ts';
import { promoTarget } from './promo.ts';
import type { PromoNotification } from '../../contracts/browse.ts';
import { contentPath } from '../../lib/content-routes.ts';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
  oldChrome: 'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  oldFirefox: 'Mozilla/5.0 (Windows NT 6.1; rv:52.0) Gecko/20100101 Firefox/52.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  oldSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  oldIphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/90.0.4430.78 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
};

describe('browser-upgrade detection', () => {
  test.each([
    ['ie11', 'Internet Explorer'],
    ['ie9', 'Internet Explorer'],
    ['edgeLegacy', 'Microsoft Edge Legacy'],
    ['oldChrome', 'Chrome'],
    ['oldFirefox', 'Firefox'],
    ['oldSafari', 'Safari'],
    ['oldIphoneChrome', 'Safari'],
    ['operaMini', 'Opera Mini'],
  ] as const)('%s is not supported', (name, browser) => {
    expect(detectBrowser(UA[name])).toEqual({ supported: false, browser });
  });

  test.each(['edge', 'chrome', 'headless', 'firefox', 'safari', 'iphone', 'ipad', 'androidPhone'] as const)('%s is supported', (name) => {
    expect(detectBrowser(UA[name])).toEqual({ supported: true });
  });

  test('an unknown agent gets the benefit of the doubt', () => {
    expect(detectBrowser('')).toEqual({ supported: true });
    expect(detectBrowser('SomeBot/1.0')).toEqual({ supported: true });
  });
});

describe('smart app banner', () => {
  const withApp = realmFixture({
    customizations: { appName: 'Arena', appStoreUrl: 'https://apps.example.com/arena', playStoreUrl: 'https://play.example.com/arena' },
  });

  test('only phones: iPhone and Android phones, not tablets or desktops', () => {
    expect(phonePlatform(UA.iphone)).toBe('ios');
    expect(phonePlatform(UA.androidPhone)).toBe('android');
    expect(phonePlatform(UA.ipad)).toBeNull();
    expect(phonePlatform(UA.androidTablet)).toBeNull();
    expect(phonePlatform(UA.chrome)).toBeNull();
  });

  test("each platform gets its own store link from the realm's customizations", () => {
    expect(realmAppFor(withApp, UA.iphone)).toEqual({ name: 'Arena', url: 'https://apps.example.com/arena', platform: 'ios' });
    expect(realmAppFor(withApp, UA.androidPhone)).toEqual({ name: 'Arena', url: 'https://play.example.com/arena', platform: 'android' });
    expect(realmAppFor(withApp, UA.chrome)).toBeNull();
  });

  test('a realm without an app for the platform, or with a link that is not http(s), shows nothing', () => {
    expect(realmAppFor(realmFixture(), UA.iphone)).toBeNull();
    expect(realmAppFor(realmFixture({ customizations: { appStoreUrl: 'https://apps.example.com/x' } }), UA.androidPhone)).toBeNull();
    expect(realmAppFor(realmFixture({ customizations: { appStoreUrl: 'javascript:alert(1)' } }), UA.iphone)).toBeNull();
    // Without an app name the realm's full name is used.
    expect(realmAppFor(realmFixture({ customizations: { appStoreUrl: 'https://a.example/x' } }), UA.iphone)?.name).toBe('Arena Sports');
  });
});

const prompt = (fieldName: string, required: boolean): ConsentPrompt => ({
  fieldName,
  label: fieldName,
  functionalPurpose: 'TERMS_AND_CONDITIONS',
  required,
});
const saved = (fieldName: string, answer: boolean) => ({ consentField: { fieldName, required: true }, answer, answeredAt: '' });

describe('consent check', () => {
  const prompts = [prompt('terms', true), prompt('privacy', true), prompt('news', false)];

  test('required prompts without an accepted answer are missing; optional ones never are', () => {
    expect(missingRequiredPrompts(prompts, []).map((p) => p.fieldName)).toEqual(['terms', 'privacy']);
    expect(missingRequiredPrompts(prompts, [saved('terms', true)]).map((p) => p.fieldName)).toEqual(['privacy']);
    expect(missingRequiredPrompts(prompts, [saved('terms', true), saved('privacy', true)])).toEqual([]);
  });

  test('a required prompt saved as refused is asked again', () => {
    expect(missingRequiredPrompts(prompts, [saved('terms', false), saved('privacy', true)]).map((p) => p.fieldName)).toEqual(['terms']);
  });

  test('the answers sent name each listed prompt', () => {
    expect(consentAnswersFor(prompts.slice(0, 2), { terms: true, privacy: true })).toEqual([
      { promptField: 'terms', answer: true },
      { promptField: 'privacy', answer: true },
    ]);
  });
});

describe('which overlay shows when', () => {
  const base: OverlayInputs = {
    hydrated: true,
    role: 'CUSTOMER',
    childProfile: false,
    impersonating: false,
    cookiePolicyAgreed: false,
    shouldDisplaySmartBanner: true,
    realmApp: null,
    browser: { supported: true },
    browserPromptDismissed: false,
    impersonation: { status: 'none' },
    consentMissing: [],
    missingFields: [],
    promoAvailable: false,
  };

  test('nothing before hydration, whatever the state', () => {
    expect(
      planOverlays({
        ...base,
        hydrated: false,
        cookiePolicyAgreed: true,
        promoAvailable: true,
        consentMissing: [prompt('terms', true)],
        browser: { supported: false, browser: 'x' },
      }),
    ).toEqual({ cookieBanner: false, smartBanner: false, browserUpgrade: false, impersonation: null, modal: null, promo: false });
  });

  test('the cookie banner until accepted, for every role', () => {
    expect(planOverlays(base).cookieBanner).toBe(true);
    expect(planOverlays({ ...base, role: 'UNAUTHENTICATED' }).cookieBanner).toBe(true);
    expect(planOverlays({ ...base, cookiePolicyAgreed: true }).cookieBanner).toBe(false);
  });

  test('the smart banner needs an app for this phone and no dismissal', () => {
    const realmApp = { name: 'A', url: 'https://a.example', platform: 'ios' } as const;
    expect(planOverlays(base).smartBanner).toBe(false);
    expect(planOverlays({ ...base, realmApp }).smartBanner).toBe(true);
    expect(planOverlays({ ...base, realmApp, shouldDisplaySmartBanner: false }).smartBanner).toBe(false);
  });

  test('the browser prompt for unsupported browsers until dismissed', () => {
    const old = { supported: false, browser: 'Internet Explorer' } as const;
    expect(planOverlays({ ...base, browser: old }).browserUpgrade).toBe(true);
    expect(planOverlays({ ...base, browser: old, browserPromptDismissed: true }).browserUpgrade).toBe(false);
  });

  test('consent comes before missing details; both only for a customer', () => {
    const both = { ...base, consentMissing: [prompt('terms', true)], missingFields: ['fullName' as const] };
    expect(planOverlays(both).modal).toBe('consent');
    expect(planOverlays({ ...both, consentMissing: [] }).modal).toBe('missingDetails');
    expect(planOverlays({ ...both, role: 'GUEST' }).modal).toBeNull();
    expect(planOverlays({ ...both, role: 'UNAUTHENTICATED' }).modal).toBeNull();
    // A kids profile is not the account holder: neither modal.
    expect(planOverlays({ ...both, childProfile: true }).modal).toBeNull();
  });

  test('an administrator signed in as the user is not asked for their consent', () => {
    const asked = { ...base, consentMissing: [prompt('terms', true)], impersonating: true };
    expect(planOverlays(asked).modal).toBeNull();
    expect(planOverlays({ ...asked, missingFields: ['phoneNumber'] }).modal).toBe('missingDetails');
  });

  test('the impersonation notice while loaded or failed', () => {
    expect(planOverlays(base).impersonation).toBeNull();
    expect(planOverlays({ ...base, impersonation: { status: 'loading' } }).impersonation).toBeNull();
    expect(planOverlays({ ...base, impersonation: { status: 'loaded', exid: 'u1', device: null, location: null } }).impersonation).toBe(
      'loaded',
    );
    expect(planOverlays({ ...base, impersonation: { status: 'failed' } }).impersonation).toBe('failed');
  });

  test('the promo once the cookie question is answered and no modal is open, for guests too', () => {
    const promo = { ...base, promoAvailable: true, cookiePolicyAgreed: true };
    expect(planOverlays(promo).promo).toBe(true);
    expect(planOverlays({ ...promo, role: 'GUEST' }).promo).toBe(true);
    expect(planOverlays({ ...promo, promoAvailable: false }).promo).toBe(false);
    // The cookie banner asks first; the promo follows its answer.
    expect(planOverlays({ ...promo, cookiePolicyAgreed: false })).toMatchObject({ cookieBanner: true, promo: false });
    // A modal covers the page: the promo waits for it to close.
    expect(planOverlays({ ...promo, consentMissing: [prompt('terms', true)] })).toMatchObject({ modal: 'consent', promo: false });
    expect(planOverlays({ ...promo, missingFields: ['fullName'] })).toMatchObject({ modal: 'missingDetails', promo: false });
    // The banners it can share the dock with do not hold it back.
    const realmApp = { name: 'A', url: 'https://a.example', platform: 'ios' } as const;
    expect(planOverlays({ ...promo, realmApp })).toMatchObject({ smartBanner: true, promo: true });
  });
});

describe('where the promo leads', () => {
  const promo = (link: PromoNotification['link'], openInNewTab = false) => ({ link, openInNewTab });

  test('a content link opens that item at its page in the viewer language, whatever the URL says', () => {
    expect(promoTarget(promo({ linkUrl: 'https://x.example', contentLink: { contentId: 'pl-1', type: 'PLAYLIST' } }), 'en_US')).toEqual({
      kind: 'content',
      to: contentPath('VOD_PLAYLIST', 'pl-1', 'en_US'),
    });
    expect(promoTarget(promo({ linkUrl: null, contentLink: { contentId: 'v-1', type: 'VOD' } }), 'pt_BR')).toEqual({
      kind: 'content',
      to: contentPath('VOD_VIDEO', 'v-1', 'pt_BR'),
    });
    expect(promoTarget(promo({ linkUrl: null, contentLink: { contentId: 'l-1', type: 'LIVE' } }), 'en_US')).toEqual({
      kind: 'content',
      to: contentPath('LIVE_EVENT', 'l-1', 'en_US'),
    });
  });

  test('a URL opens as openInNewTab says; a link that is not http(s) leads nowhere', () => {
    expect(promoTarget(promo({ linkUrl: 'https://x.example/a', contentLink: null }, true), 'en_US')).toEqual({
      kind: 'url',
      href: 'https://x.example/a',
      newTab: true,
    });
    expect(promoTarget(promo({ linkUrl: 'https://x.example/a', contentLink: null }), 'en_US')).toMatchObject({ newTab: false });
    expect(promoTarget(promo({ linkUrl: 'javascript:alert(1)', contentLink: null }), 'en_US')).toEqual({ kind: 'none' });
    expect(promoTarget(promo({ linkUrl: null, contentLink: null }), 'en_US')).toEqual({ kind: 'none' });
  });
});
