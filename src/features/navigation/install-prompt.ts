// The in-app install offer. The browser's own mini-infobar is held back (preventDefault) and
// its event kept, so the navigation can show an "Install app" control and prompt on click. The
// offer ends when the app is installed, when the page runs as the installed app, and after one
// prompt (an event prompts once; a dismissed offer comes back as a new event).
// The realm's smart app banner (overlays) is another thing: it points at the realm's native app.
import { store } from '../../lib/core/store.ts';
import { installPromptAtom, type InstallPromptEvent } from './install-state.ts';

const STANDALONE = '(display-mode: standalone)';

const standalone = () => typeof matchMedia === 'function' && matchMedia(STANDALONE).matches;

let listening = false;

export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (!standalone()) store.set(installPromptAtom, event as InstallPromptEvent);
  });
  addEventListener('appinstalled', () => store.set(installPromptAtom, null));
  // Opened in the installed window later (a link handed over to the app): no offer there.
  if (typeof matchMedia === 'function')
    matchMedia(STANDALONE).addEventListener('change', (query) => {
      if (query.matches) store.set(installPromptAtom, null);
    });
}

/** Shows the browser's install dialog for the kept event; the control goes away either way. */
export async function promptInstall(): Promise<void> {
  const event = store.get(installPromptAtom);
  if (!event) return;
  store.set(installPromptAtom, null);
  try {
    await event.prompt();
  } catch {
    // Already prompted, or the browser withdrew the offer: nothing to show.
  }
}
