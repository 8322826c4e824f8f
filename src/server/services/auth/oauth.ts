// The /authorize code flow (spec §7 POST /api/v4/oauth2-auth/code), with PKCE S256: an app the
// realm registered (its client id and exact redirect URLs) sends the viewer here; the viewer
// signs in; the app gets a short-lived one-time code at its redirect URL and exchanges it,
// with the verifier only it knows, for tokens.
import { createHash } from 'node:crypto';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { AuthTokens } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import { hashSecret, newSecret } from './secrets.ts';
import type { SessionUser, TokenService } from './tokens.ts';

export const OAUTH_CODE_TTL_S = 300;

export type OauthCodeRequest = {
  clientId: string;
  redirectUrl: string;
  state?: string | undefined;
  codeChallenge: string;
  email: string;
  secret: string;
};
export type OauthTokenRequest = { code: string; codeVerifier: string; clientId: string; redirectUrl: string };

const noCode = () => new HttpError(400, 'NO_OAUTH_CODE_FOUND', 'No such code: unknown, used or expired', { messageKey: 'generic' });

export type OauthService = ReturnType<typeof createOauthService>;

export function createOauthService(
  db: Db,
  tokens: TokenService,
  authenticate: (realm: string, email: string, secret: string) => Promise<SessionUser>,
  now: () => Date,
) {
  return {
    async code(realm: RealmSettings, request: OauthCodeRequest): Promise<{ redirectUrl: string }> {
      const client = await db
        .selectFrom('oauth_client')
        .select('redirect_urls')
        .where('realm', '=', realm.realm)
        .where('client_id', '=', request.clientId)
        .executeTakeFirst();
      const problems = !client
        ? [{ field: 'client_id', problem: 'unknownClient' }]
        : client.redirect_urls.includes(request.redirectUrl)
          ? []
          : [{ field: 'redirect_url', problem: 'unknownRedirectUrl' }];
      // Checked before the credentials: a code must never travel to a URL the app did not register.
      if (problems.length > 0) {
        throw new HttpError(400, 'BAD_REQUEST', 'This app or its redirect URL is not registered for the realm', {
          messageKey: 'generic',
          details: { where: 'body', fields: problems },
        });
      }
      const user = await authenticate(realm.realm, request.email, request.secret);
      const code = newSecret();
      await db
        .insertInto('oauth_code')
        .values({
          code_hash: hashSecret(code),
          realm: realm.realm,
          user_id: user.id,
          client_id: request.clientId,
          redirect_url: request.redirectUrl,
          code_challenge: request.codeChallenge,
          expires_at: new Date(now().getTime() + OAUTH_CODE_TTL_S * 1000),
        })
        .execute();
      const url = new URL(request.redirectUrl);
      url.searchParams.set('code', code);
      if (request.state !== undefined) url.searchParams.set('state', request.state);
      return { redirectUrl: url.toString() };
    },

    async token(realm: RealmSettings, request: OauthTokenRequest): Promise<AuthTokens> {
      const at = now();
      // Used on the first try, whatever its outcome: a code is never tried twice.
      const row = await db
        .updateTable('oauth_code')
        .set({ used_at: at })
        .where('code_hash', '=', hashSecret(request.code))
        .where('realm', '=', realm.realm)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'client_id', 'redirect_url', 'code_challenge'])
        .executeTakeFirst();
      if (!row || row.client_id !== request.clientId || row.redirect_url !== request.redirectUrl) throw noCode();
      const challenge = createHash('sha256').update(request.codeVerifier).digest('base64url');
      if (challenge !== row.code_challenge) {
        throw new HttpError(400, 'BAD_REQUEST', 'The code verifier does not match the code challenge', {
          messageKey: 'generic',
          details: { where: 'body', fields: [{ field: 'code_verifier', problem: 'codeVerifierMismatch' }] },
        });
      }
      const user = await tokens.loadUser(realm.realm, row.user_id);
      if (!user) throw noCode();
      return tokens.issue(user);
    },
  };
}
