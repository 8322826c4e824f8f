// Spec §9: the DVR window is 10 s for "listed or unknown" browsers, else 1740 s. Listed here:
// browsers whose native or MSE live playback we cannot seek far back reliably — Safari (desktop
// and every browser on iOS/iPadOS, which are all WebKit) and in-app web views — plus anything we
// do not recognise. Chromium-based browsers and Firefox get the long window.
import { DVR_WINDOW_LONG, DVR_WINDOW_SHORT } from '../../contracts/browse-constants.ts';

const IOS = /\b(iPhone|iPad|iPod)\b/;
const WEB_VIEW = /\bwv\b|; wv\)|FBAN|FBAV|Instagram|Line\//;
const FIREFOX = /\bFirefox\/\d+/;
const CHROMIUM = /\b(Chrome|Chromium|HeadlessChrome|Edg|OPR|SamsungBrowser)\/\d+/;
const SAFARI = /\bVersion\/\d+[\d.]* (Mobile\/\w+ )?Safari\//;

export function dvrWindowFor(userAgent: string | null | undefined): number {
  if (!userAgent) return DVR_WINDOW_SHORT;
  if (IOS.test(userAgent) || WEB_VIEW.test(userAgent)) return DVR_WINDOW_SHORT;
  // Chrome's user agent names Safari too, so Chromium is recognised first.
  if (CHROMIUM.test(userAgent) || FIREFOX.test(userAgent)) return DVR_WINDOW_LONG;
  if (SAFARI.test(userAgent)) return DVR_WINDOW_SHORT;
  return DVR_WINDOW_SHORT;
}
