// Service worker registration (workbox-window). Filled in with the offline work.
export function registerServiceWorker(): void {}
