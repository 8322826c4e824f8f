// Which browsers get the upgrade prompt (spec §2 Overlays "browser-upgrade prompt (old IE)").
// Read from the user agent only, so it is a pure function: Internet Explorer (any version),
// the pre-Chromium Edge, and engines older than what the build targets (they would run the
// app with missing features). Unknown agents are given the benefit of the doubt.

export type BrowserVerdict = { supported: true } | { supported: false; browser: string };

/** Oldest major version each engine needs for the app (ES2020 modules, CSS grid gap, fetch abort). */
export const MINIMUM_VERSIONS = { chrome: 80, firefox: 78, safari: 14 } as const;

function major(ua: string, re: RegExp): number | null {
  const m = re.exec(ua);
  return m?.[1] ? Number.parseInt(m[1], 10) : null;
}

export function detectBrowser(userAgent: string): BrowserVerdict {
  const ua = userAgent;
  if (/MSIE |Trident\//.test(ua)) return { supported: false, browser: 'Internet Explorer' };
  // EdgeHTML (Edge 12–18) says "Edge/"; Chromium Edge says "Edg/".
  if (/Edge\/\d+/.test(ua)) return { supported: false, browser: 'Microsoft Edge Legacy' };
  if (/Opera Mini\//.test(ua)) return { supported: false, browser: 'Opera Mini' };
  const firefox = major(ua, /Firefox\/(\d+)/);
  if (firefox !== null) return firefox < MINIMUM_VERSIONS.firefox ? { supported: false, browser: 'Firefox' } : { supported: true };
  const chrome = major(ua, /(?:Chrome|CriOS|Chromium)\/(\d+)/);
  if (chrome !== null) {
    // iOS browsers all run WebKit: their engine is the OS's Safari, judged below.
    if (!/CriOS/.test(ua)) return chrome < MINIMUM_VERSIONS.chrome ? { supported: false, browser: 'Chrome' } : { supported: true };
  }
  if (/AppleWebKit/.test(ua) && /Safari\//.test(ua) && !/Chrome\//.test(ua)) {
    const safari = major(ua, /Version\/(\d+)/) ?? major(ua, /OS (\d+)_\d+(?:_\d+)? like Mac OS X/);
    if (safari !== null && safari < MINIMUM_VERSIONS.safari) return { supported: false, browser: 'Safari' };
  }
  return { supported: true };
}
