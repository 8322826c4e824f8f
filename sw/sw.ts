/// <reference lib="webworker" />
// Placeholder service worker: precache the shell.
import { precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;
precacheAndRoute(self.__WB_MANIFEST);
