// The query parameters of spec §2 that mean something anywhere in the app. The shell reads the
// ones that act on their own (pwrt, esrefid/esclkid, error=interaction_required); screens read
// the others with `appQuery(url)` (from, token, redirect_status, code, showInterstitial,
// section, extraParams, redirectResult).

export type AppQuery = {
  /** Where to go back to after signing in (a router path). */
  from: string | null;
  /** A password reset token: forces the reset-password page. */
  pwrt: string | null;
  /** An email confirmation token. */
  token: string | null;
  redirectStatus: string | null;
  redirectResult: string | null;
  /** An OAuth code. */
  code: string | null;
  showInterstitial: boolean;
  section: string | null;
  /** The identity provider said it cannot sign in silently: no auto-login. */
  interactionRequired: boolean;
  extraParams: string | null;
  esrefid: string | null;
  esclkid: string | null;
};

/** A router path from a `from` value; anything that could leave the app is dropped. */
export function safeFrom(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export function appQuery(url: URL | URLSearchParams): AppQuery {
  const q = url instanceof URL ? url.searchParams : url;
  const get = (name: string) => q.get(name) || null;
  return {
    from: safeFrom(get('from')),
    pwrt: get('pwrt'),
    token: get('token'),
    redirectStatus: get('redirect_status'),
    redirectResult: get('redirectResult'),
    code: get('code'),
    showInterstitial: get('showInterstitial') === 'true',
    section: get('section'),
    interactionRequired: get('error') === 'interaction_required',
    extraParams: get('extraParams'),
    esrefid: get('esrefid'),
    esclkid: get('esclkid'),
  };
}

/** Spec §3 "Referral record", kept per realm after the referral call. */
export type ReferralRecord = { realm: string; esrefid: string; esclkid: string | null; createdAt: string; expiresAt: string };

export function referralStorageKey(realm: string): string {
  return `referral:${realm}`;
}

export function storeReferral(record: ReferralRecord): void {
  try {
    localStorage.setItem(referralStorageKey(record.realm), JSON.stringify(record));
  } catch {
    // Storage refused: the server has the record anyway.
  }
}

export function storedReferral(realm: string): ReferralRecord | null {
  try {
    const raw = localStorage.getItem(referralStorageKey(realm));
    return raw ? (JSON.parse(raw) as ReferralRecord) : null;
  } catch {
    return null;
  }
}
