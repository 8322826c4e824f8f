import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Menu } from '../../contracts/menu.ts';
import { useLocation } from 'react-router';
import { EMPTY_SESSION, applyTokens, readyRealmAtom, registerLocaleSwitch, sessionAtom, store } from '../../lib/core/index.ts';
import { authTokensFor } from '../../lib/testing/tokens.ts';
import { menuFixture, menuItem, readyRealmFixture, realmFixture } from '../../lib/testing/fixtures.ts';
import { renderInApp, renderRoutes } from '../../ui/testing/render.tsx';
import { applyLabels } from '../../lib/i18n.ts';
import { installViewport, resizeViewport } from '../../ui/testing/viewport.ts';
import { NavigationBar } from './NavigationBar.tsx';

/** The bar for a guest, with the realm and menu in the store as start-up leaves them. */
function bar(menu: Menu = menuFixture(), onLocaleChange = vi.fn(async () => true), realm = realmFixture()) {
  store.set(readyRealmAtom, readyRealmFixture({ realm, menu }));
  registerLocaleSwitch(onLocaleChange);
  return <NavigationBar />;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  store.set(sessionAtom, EMPTY_SESSION);
});

function Hash() {
  return <output data-testid="hash">{useLocation().hash}</output>;
}

describe('navigation bar for a signed-in customer', () => {
  beforeEach(() => installViewport(1280));

  test('the top-right items are search, live now and account (by view), plus sign-out; no sign-in or sign-up', async () => {
    applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
    await renderInApp(bar());
    const utility = screen.getByTestId('menu-utility');
    expect(
      within(utility)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Search', 'Live now', 'Account']);
    expect(within(screen.getByTestId('menu-main')).queryByRole('link', { name: 'Account' })).toBeNull();
    expect(within(utility).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByTestId('sign-out').getAttribute('href')).toBe('/logout');
    expect(screen.queryByTestId('sign-in')).toBeNull();
    expect(screen.queryByTestId('sign-up')).toBeNull();
  });

  test('with profiles on, account opens the profile switcher through #profiles', async () => {
    applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
    await renderInApp(
      <>
        {bar(menuFixture(), vi.fn(), realmFixture({ profileConfiguration: { status: 'ENABLED' } }))}
        <Hash />
      </>,
    );
    const account = within(screen.getByTestId('menu-utility')).getByRole('button', { name: /Account/ });
    await userEvent.click(account);
    expect(screen.getByTestId('hash').textContent).toBe('#profiles');
  });

  test('a child profile sees no account item', async () => {
    applyTokens(authTokensFor({ sub: 'u1', pro: { id: 'kids', type: 'c' } }), 'arena');
    await renderInApp(bar());
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Live now' })).toBeTruthy();
  });
});

describe('navigation bar on desktop', () => {
  beforeEach(() => installViewport(1280));

  test('renders the menu in its layout with the current page marked', async () => {
    await renderInApp(bar());
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.getAttribute('data-layout')).toBe('TOP');
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/home');
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Football' }).getAttribute('href')).toBe('/section/football');
    expect(within(nav).getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBeNull();
  });

  test('on home only Home is current: search, an overlay over home (home#search), is not a page of its own', async () => {
    applyTokens(authTokensFor({ sub: 'u1' }), 'arena');
    // Without the vendor engine search has no page: it opens over home.
    await renderInApp(bar(menuFixture(), vi.fn(), realmFixture({ contentSearchEngine: 'LEGACY' })));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const search = within(nav).getByRole('link', { name: 'Search' });
    expect(search.getAttribute('href')).toBe('/home#search');
    expect(search.getAttribute('aria-current')).toBeNull();
    expect([...nav.querySelectorAll('[aria-current]')].map((el) => el.textContent)).toEqual(['Home']);
  });

  test('the logo links home with the realm name as its text and a fixed size', async () => {
    await renderInApp(bar());
    const logo = screen.getByRole('img', { name: 'Arena Sports' });
    expect(logo.getAttribute('src')).toBe('/api/artwork/arena/logo.svg');
    expect(logo.getAttribute('height')).toBe('40');
    expect(Number(logo.getAttribute('width'))).toBeGreaterThan(0);
    expect(logo.closest('a')?.getAttribute('href')).toBe('/home');
  });

  test('guests get sign-in and sign-up, and no account or live now items', async () => {
    await renderInApp(bar());
    expect(screen.getByTestId('sign-in').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('sign-in').textContent).toBe('Sign in');
    expect(screen.getByTestId('sign-up').getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Live now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
  });

  test('sign-up is absent without self-registration', async () => {
    await renderInApp(bar(menuFixture(), vi.fn(), realmFixture({ allowSelfregistration: false })));
    expect(screen.queryByTestId('sign-up')).toBeNull();
  });

  test('outbound links open in a new tab and say so', async () => {
    await renderInApp(bar());
    const shop = screen.getByRole('link', { name: /Shop/ });
    expect(shop.getAttribute('href')).toBe('https://shop.example.com/');
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(shop.getAttribute('rel')).toContain('noopener');
    expect(shop.textContent).toContain('opens in a new tab');
  });

  test('SIDEBAR and TOP_LEFT layouts are announced on the nav', async () => {
    await renderInApp(bar(menuFixture('SIDEBAR')));
    expect(screen.getByRole('navigation').getAttribute('data-layout')).toBe('SIDEBAR');
    cleanup();
    await renderInApp(bar(menuFixture('TOP_LEFT')));
    expect(screen.getByRole('navigation').getAttribute('data-layout')).toBe('TOP_LEFT');
  });

  test('five or more main items make the row scrollable; fewer do not', async () => {
    const four = menuFixture();
    const { container } = await renderInApp(bar(four));
    expect(container.querySelector('[data-testid="menu-main"][data-scrollable="true"]')).toBeNull();
    cleanup();
    const many: Menu = {
      ...four,
      items: [...four.items, menuItem('news', 'VIEW', { view: 'NEWS' }), menuItem('browse', 'VIEW', { view: 'BROWSE' })],
    };
    const again = await renderInApp(bar(many));
    expect(again.container.querySelector('[data-testid="menu-main"][data-scrollable="true"]')).not.toBeNull();
  });

  test('the language switcher is a labelled select that reports the choice', async () => {
    const onLocaleChange = vi.fn(async () => true);
    await renderInApp(bar(menuFixture(), onLocaleChange));
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'pt_BR');
    expect(onLocaleChange).toHaveBeenCalledWith('pt_BR');
  });

  test('no language switcher for a one-language realm', async () => {
    const realm = realmFixture();
    await renderInApp(bar(menuFixture(), vi.fn(), { ...realm, realmLanguages: realm.realmLanguages.slice(0, 1) }));
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('navigation bar below 1025 px', () => {
  beforeEach(() => installViewport(390));

  test('collapses into a hamburger that opens a panel and moves focus into it', async () => {
    await renderInApp(bar());
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(panel?.hidden).toBe(false);
    expect(panel?.contains(document.activeElement)).toBe(true);
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Home' })).toBeTruthy();
    // Sign-in stays in the bar; sign-up moves into the panel.
    expect(panel?.contains(screen.getByTestId('sign-in'))).toBe(false);
    expect(panel?.contains(screen.getByTestId('sign-up'))).toBe(true);
  });

  test('Escape closes it and returns focus to the button', async () => {
    await renderInApp(bar());
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  test('a click outside closes it', async () => {
    await renderInApp(bar());
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  test('a resize closes it after the 100 ms debounce', async () => {
    await renderInApp(bar());
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    vi.useFakeTimers();
    act(() => resizeViewport(400));
    act(() => vi.advanceTimersByTime(50));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(60));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  test('following a link closes it', async () => {
    await renderInApp(bar());
    const button = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Football' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  test('a navigation already under way when it opened does not close it when it lands', async () => {
    await applyLabels('en_US', null);
    let release = () => {};
    const slow = new Promise<null>((resolve) => (release = () => resolve(null)));
    const loader = ({ request }: { request: Request }) => (new URL(request.url).pathname === '/slow' ? slow : null);
    const router = renderRoutes([{ path: '*', element: bar(), loader, HydrateFallback: () => null }], '/home');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    act(() => void router.navigate('/slow'));
    await userEvent.click(button);
    await act(async () => {
      release();
      await slow;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/slow'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // A navigation that starts while it is open still closes it.
    await userEvent.click(screen.getByRole('link', { name: 'Football' }));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  test('growing past the breakpoint shows the desktop layout', async () => {
    await renderInApp(bar());
    expect(screen.getByRole('navigation').getAttribute('data-collapsed')).toBe('true');
    act(() => resizeViewport(1280));
    expect(screen.getByRole('navigation').getAttribute('data-collapsed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});
