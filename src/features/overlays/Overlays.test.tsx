import { analyticsOptedOut, onAnalyticsOptOut } from '../../lib/analytics-consent.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ApiError } from '../../contracts/errors.ts';
import type { TokenClaims } from '../../contracts/session.ts';
import {
  EMPTY_SESSION,
  applyTokens,
  http,
  missingInformationCheckAtom,
  readyRealmAtom,
  requestMissingInformationCheck,
  restoreSession,
  sessionAtom,
  sessionStorageKey,
  store,
} from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderInApp } from '../../ui/testing/render.tsx';
import { Overlays } from './Overlays.tsx';

function token(claims: Partial<TokenClaims>): string {
  const full: TokenClaims = {
    sub: 'u1',
    gue: false,
    rol: ['CUSTOMER'],
    exp: 4_000_000_000,
    iat: 1,
    aud: 'arena',
    loc: 'en_US',
    par: null,
    pro: null,
    apr: false,
    ads: null,
    ...claims,
  };
  const part = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(full)}.sig`;
}

function signIn(claims: Partial<TokenClaims> = {}, missing: 'NONE' | 'MISSING' = 'NONE') {
  applyTokens(
    { authorisationToken: token(claims), refreshToken: 'r'.repeat(20), exp: 4_000_000_000, missingInformationStatus: missing },
    'arena',
  );
}

const refusal = (status: number, messageKey: string) =>
  new ApiRequestError('/api', status, { status, code: 'VALIDATION', message: 'no', messageKey, requestId: 'r' } satisfies ApiError);

const prompts = [
  { fieldName: 'terms', label: 'I accept the terms of use', functionalPurpose: 'TERMS_AND_CONDITIONS' as const, required: true },
  { fieldName: 'news', label: 'Send me news', functionalPurpose: 'EMAIL_MARKETING' as const, required: false },
];

let calls: { id: string; options: unknown }[] = [];
type Handler = (options: unknown) => unknown;
function stubHttp(handlers: Record<string, Handler>) {
  calls = [];
  vi.spyOn(http, 'call').mockImplementation((async (id: string, options?: unknown) => {
    calls.push({ id, options });
    const handler = handlers[id];
    if (!handler) throw new Error(`unexpected call ${id}`);
    return handler(options);
  }) as typeof http.call);
}

// What the overlays draw is loaded on first use; transform it once here rather than inside a test's wait.
beforeAll(() =>
  Promise.all([
    import('./CookieBanner.tsx'),
    import('./ConsentModal.tsx'),
    import('./MissingDetailsModal.tsx'),
    import('./ImpersonationNotice.tsx'),
    import('./PromoNotice.tsx'),
  ]),
);

beforeEach(() => {
  store.set(readyRealmAtom, readyRealmFixture());
  store.set(sessionAtom, EMPTY_SESSION);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cookie banner', () => {
  test('shows until accepted, as a labelled region, and accepting is kept by a sign-out', async () => {
    await renderInApp(<Overlays />);
    const banner = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(screen.getByTestId('overlay-dock').contains(banner)).toBe(true);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept cookies' }));
    expect(store.get(sessionAtom).cookiePolicyAgreed).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
  });

  test('accepting without analytics opts out of analytics and closes the banner', async () => {
    localStorage.removeItem('analyticsOptOut');
    const optedOut = vi.fn();
    const stop = onAnalyticsOptOut(optedOut);
    await renderInApp(<Overlays />);
    const banner = await screen.findByRole('region', { name: 'Cookie notice' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept without analytics' }));
    stop();
    expect(optedOut).toHaveBeenCalledTimes(1);
    expect(analyticsOptedOut()).toBe(true);
    expect(store.get(sessionAtom).cookiePolicyAgreed).toBe(true);
    localStorage.removeItem('analyticsOptOut');
  });

  test('is not shown once agreed', async () => {
    store.set(sessionAtom, { ...EMPTY_SESSION, cookiePolicyAgreed: true });
    await renderInApp(<Overlays />);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});

describe('consent modal', () => {
  beforeEach(() => store.set(sessionAtom, { ...EMPTY_SESSION, cookiePolicyAgreed: true }));

  test('lists the unanswered required prompts after sign-in and saves them accepted', async () => {
    stubHttp({
      consentPrompts: () => prompts,
      consentAnswers: () => [],
      consentAnswersUpdate: () => [{ consentField: { fieldName: 'terms', required: true }, answer: true, answeredAt: 'now' }],
    });
    signIn();
    await renderInApp(<Overlays />);
    const dialog = await screen.findByRole('dialog', { name: 'Before you continue' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    const save = within(dialog).getByRole('button', { name: 'Accept and continue' });
    await userEvent.click(save);
    expect(await within(dialog).findAllByText('You must accept this to continue')).not.toHaveLength(0);
    expect(calls.map((c) => c.id)).not.toContain('consentAnswersUpdate');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms of use' }));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.id === 'consentAnswersUpdate')?.options).toMatchObject({ body: [{ promptField: 'terms', answer: true }] });
  });

  test('a failed save shows errorUpdatingTermsOfUse and keeps the modal', async () => {
    stubHttp({
      consentPrompts: () => prompts,
      consentAnswers: () => [],
      consentAnswersUpdate: () => {
        throw refusal(500, 'generic');
      },
    });
    signIn();
    await renderInApp(<Overlays />);
    const dialog = await screen.findByRole('dialog', { name: 'Before you continue' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms of use' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-error').textContent).toBe('We could not save your answers. Please try again.'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('nothing for guests, nor when every required prompt is accepted', async () => {
    stubHttp({
      consentPrompts: () => prompts,
      consentAnswers: () => [{ consentField: { fieldName: 'terms', required: true }, answer: true, answeredAt: 'x' }],
    });
    signIn({ gue: true, rol: ['GUEST'] });
    await renderInApp(<Overlays />);
    expect(calls).toEqual([]);
    // A kids profile is not asked either (the server refuses it these calls).
    act(() => signIn({ sub: 'u3', pro: { id: 'k', type: 'c' } }));
    expect(calls).toEqual([]);
    act(() => signIn({ sub: 'u2' }));
    await waitFor(() => expect(calls.map((c) => c.id).sort()).toEqual(['consentAnswers', 'consentPrompts']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('missing-details modal', () => {
  beforeEach(() => {
    store.set(sessionAtom, { ...EMPTY_SESSION, cookiePolicyAgreed: true });
    store.set(missingInformationCheckAtom, 0);
  });
  const noConsent = { consentPrompts: () => [], consentAnswers: () => [] };

  test('when the session reports missing information: exactly the missing fields, errors disable submit, spaces stripped', async () => {
    stubHttp({
      ...noConsent,
      missingInformation: () => ({
        missingFields: ['fullName', 'phoneNumber'],
        patterns: { birthDate: null, taxNumber: null },
        countryCode: 'BR',
      }),
      userProfileUpdate: () => ({}),
    });
    signIn({}, 'MISSING');
    await renderInApp(<Overlays />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['fullName', 'phoneNumber']);
    const save = within(dialog).getByRole('button', { name: 'Save details' });
    await userEvent.click(save);
    expect(within(dialog).getAllByText('This field is required')).not.toHaveLength(0);
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '+55 11 91234 5678');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.id === 'userProfileUpdate')?.options).toMatchObject({
      body: { name: { fullName: 'Ana Souza' }, phoneNumber: '+5511912345678' },
    });
    expect(store.get(sessionAtom).missingInformationStatus).toBe('NONE');
  });

  test('a session restored from storage (a reload, a new tab) shows the modal without a sign-in', async () => {
    stubHttp({
      ...noConsent,
      missingInformation: () => ({ missingFields: ['birthDate'], patterns: { birthDate: null, taxNumber: null }, countryCode: 'BR' }),
    });
    const tokens = { authorisationToken: token({ sub: 'u7' }), refreshToken: 'r'.repeat(20), exp: 4_000_000_000 };
    localStorage.setItem(
      sessionStorageKey('arena'),
      JSON.stringify({ tokens, missingInformationStatus: 'MISSING', cookiePolicyAgreed: true, shouldDisplaySmartBanner: true }),
    );
    expect(restoreSession('arena')).toBe(true);
    await renderInApp(<Overlays />);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['birthDate']);
    expect(calls.filter((c) => c.id === 'missingInformation')).toHaveLength(1);
    localStorage.clear();
  });

  test('details completed elsewhere: the check finds nothing missing, shows nothing, and the session says NONE from then on', async () => {
    stubHttp({
      ...noConsent,
      missingInformation: () => ({ missingFields: [], patterns: { birthDate: null, taxNumber: null }, countryCode: 'BR' }),
    });
    signIn({}, 'MISSING');
    await renderInApp(<Overlays />);
    await waitFor(() => expect(store.get(sessionAtom).missingInformationStatus).toBe('NONE'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.id === 'missingInformation')).toHaveLength(1);
  });

  test('a check asked for (TV login) that finds fields missing keeps MISSING for the next reload, asking once', async () => {
    stubHttp({
      ...noConsent,
      missingInformation: () => ({ missingFields: ['fullName'], patterns: { birthDate: null, taxNumber: null }, countryCode: 'US' }),
    });
    signIn();
    store.set(sessionAtom, (s) => ({ ...s, missingInformationStatus: null }));
    await renderInApp(<Overlays />);
    act(() => requestMissingInformationCheck());
    await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(store.get(sessionAtom).missingInformationStatus).toBe('MISSING');
    expect(calls.filter((c) => c.id === 'missingInformation')).toHaveLength(1);
  });

  test("the server's refusal shows in the form when saving fails; Escape puts it off", async () => {
    stubHttp({
      ...noConsent,
      missingInformation: () => ({ missingFields: ['taxNumber'], patterns: { birthDate: null, taxNumber: '\\d{11}' }, countryCode: 'BR' }),
      userProfileUpdate: () => {
        throw refusal(400, 'taxNumberTaken');
      },
    });
    signIn();
    await renderInApp(<Overlays />);
    expect(calls.map((c) => c.id)).not.toContain('missingInformation');
    act(() => requestMissingInformationCheck());
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    const input = within(dialog).getByRole('textbox', { name: 'Tax number' });
    await userEvent.type(input, '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findAllByText('Enter a valid tax number for your country')).not.toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '12345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    // A key the app has no label for reads as the generic error, never as the raw key.
    await waitFor(() => expect(within(dialog).getByTestId('form-error').textContent).toBe('An error occurred, please try again'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('impersonation notice', () => {
  test('shows exid, device and location while loaded; the failed notice can be dismissed', async () => {
    store.set(sessionAtom, {
      ...EMPTY_SESSION,
      cookiePolicyAgreed: true,
      impersonation: { status: 'loaded', exid: 'EX-42', device: 'Chrome on Linux', location: null },
    });
    await renderInApp(<Overlays />);
    expect((await screen.findByTestId('impersonation-exid')).textContent).toBe('EX-42');
    expect(screen.getByTestId('impersonation-device').textContent).toBe('Chrome on Linux');
    expect(screen.getByTestId('impersonation-location').textContent).toBe('Unknown');
    act(() => store.set(sessionAtom, (s) => ({ ...s, impersonation: { status: 'failed' } })));
    const failed = await screen.findByTestId('impersonation-failed');
    await userEvent.click(within(failed).getByRole('button', { name: 'Dismiss' }));
    expect(store.get(sessionAtom).impersonation).toEqual({ status: 'none' });
  });
});

describe('promo notification', () => {
  const promo = {
    id: 'arena-welcome',
    title: 'Goals of the season',
    description: 'Every goal in one playlist.',
    imageUrl: '/api/artwork/arena/cover/promo.webp',
    cta: 'Watch the goals',
    openInNewTab: false,
    link: { linkUrl: null, contentLink: { contentId: 'pl-1', type: 'PLAYLIST' as const } },
  };
  const withPromo = () => store.set(readyRealmAtom, readyRealmFixture({ realm: realmFixture({ hasPromoNotification: true }) }));
  const promoHttp = () =>
    stubHttp({
      promoNotifications: () => ({ promoNotifications: [promo] }),
      promoDismiss: () => ({}),
      consentPrompts: () => [],
      consentAnswers: () => [],
    });

  test('waits for a viewer, then shows as a labelled non-modal dialog with its 410x190 image; closing hides it and records it', async () => {
    withPromo();
    promoHttp();
    store.set(sessionAtom, { ...EMPTY_SESSION, cookiePolicyAgreed: true });
    await renderInApp(<Overlays />);
    // No session yet (a guest's check-in has not happened): no call that would be refused.
    expect(calls).toEqual([]);
    act(() => signIn({ gue: true, rol: ['GUEST'], sub: 'guest-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Goals of the season' });
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    expect(calls.find((c) => c.id === 'promoNotifications')?.options).toMatchObject({ query: { maxNotifications: 1 } });
    const img = dialog.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['410', '190']);
    expect(within(dialog).getByRole('link', { name: 'Watch the goals' }).getAttribute('href')).toContain('pl-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the promotion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.id === 'promoDismiss')?.options).toMatchObject({ params: { id: 'arena-welcome' } });
  });

  test('Escape inside it dismisses it; following its link dismisses it too', async () => {
    withPromo();
    promoHttp();
    store.set(sessionAtom, { ...EMPTY_SESSION, cookiePolicyAgreed: true });
    signIn();
    await renderInApp(<Overlays />);
    let dialog = await screen.findByRole('dialog', { name: 'Goals of the season' });
    within(dialog).getByRole('link', { name: 'Watch the goals' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.id === 'promoDismiss')).toHaveLength(1);

    cleanup();
    promoHttp();
    await renderInApp(<Overlays />);
    dialog = await screen.findByRole('dialog', { name: 'Goals of the season' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Watch the goals' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.id === 'promoDismiss')).toHaveLength(1);
  });

  test('nothing is fetched in a realm without promo notifications, nor while the cookie banner asks', async () => {
    promoHttp();
    signIn();
    store.set(sessionAtom, (s) => ({ ...s, cookiePolicyAgreed: true }));
    await renderInApp(<Overlays />);
    await waitFor(() => expect(calls.map((c) => c.id)).toContain('consentAnswers'));
    expect(calls.map((c) => c.id)).not.toContain('promoNotifications');
    cleanup();
    withPromo();
    store.set(sessionAtom, (s) => ({ ...s, cookiePolicyAgreed: false }));
    await renderInApp(<Overlays />);
    await screen.findByRole('region', { name: 'Cookie notice' });
    // Not even fetched while the cookie question is open: it could not be shown yet.
    expect(calls.map((c) => c.id)).not.toContain('promoNotifications');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(sessionAtom, (s) => ({ ...s, cookiePolicyAgreed: true })));
    await waitFor(() => expect(calls.map((c) => c.id)).toContain('promoNotifications'));
  });
});
