// The OAuth request an app sends the viewer to '/authorize' with (spec §2, §7 POST
// /api/v4/oauth2-auth/code): read from the query, checked enough to tell the viewer at once
// when the link cannot work. The server checks the client and its redirect address. Pure.
import type { OauthCodeBody } from '../../contracts/session.ts';

export type AuthorizeRequest = Omit<OauthCodeBody, 'credentials'>;

export function readAuthorizeRequest(query: URLSearchParams): AuthorizeRequest | null {
  const clientId = query.get('client_id');
  const redirectUrl = query.get('redirect_url');
  const challenge = query.get('code_challenge');
  if (query.get('response_type') !== 'code' || !clientId || !redirectUrl || !challenge) return null;
  // PKCE with S256 only; a missing method means the app did not ask for PKCE properly.
  if (query.get('code_challenge_method') !== 'S256') return null;
  const state = query.get('state');
  return {
    response_type: 'code',
    client_id: clientId,
    redirect_url: redirectUrl,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(state ? { state } : {}),
  };
}

/** The server names the credentials by their body names. */
export function authorizeFormField(wire: string): string {
  if (wire === 'credentials.id') return 'email';
  if (wire === 'credentials.secret') return 'password';
  return wire;
}
