// The built-in demo OpenID Connect provider's endpoints (decision 0022), under /api/idp/{realm}
// so that they reach this server wherever the API does and the service worker never answers
// them with the app. Thin: the request is validated by the registry's schemas, the provider
// service holds the rules. The sign-in form is posted as a browser posts forms
// (application/x-www-form-urlencoded), and so is the token request (RFC 6749 §4.1.3); both are
// parsed here only. Nothing here is kept by a cache: every answer is for one request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdpAuthorizeQuery } from '../../contracts/federated.ts';
import { negotiateLocale, parseAcceptLanguage, toLanguageTag } from '../../contracts/locale.ts';
import type { RealmSettings } from '../../contracts/realm.ts';
import { notFound } from '../errors.ts';
import { createIdpKeys } from '../services/idp/keys.ts';
import { createIdentityProvider, idpPath, type SignInProblem } from '../services/idp/provider.ts';
import { defaultLocale, realmLocales } from '../services/locale.ts';
import { signInPage } from './idp-page.ts';
import { operation } from './operation.ts';
import { requestOrigin } from './request-origin.ts';

/** The page runs no script and may not be framed (a sign-in form in someone's frame is a trap). */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Spec §8: invalid-credential reads as the login error; missing-password and invalid-email as empty inputs. */
const PROBLEM_LABEL: Record<SignInProblem, string> = {
  'invalid-credential': 'loginError',
  'missing-password': 'emptyInputs',
  'invalid-email': 'emptyInputs',
};

const FORM_BODY_LIMIT = 16 * 1024;

export default async function idpRoutes(app: FastifyInstance): Promise<void> {
  const provider = createIdentityProvider({
    db: app.db,
    keys: createIdpKeys(app.db),
    checkPassword: app.services.auth.checkPassword,
    now: () => new Date(),
  });
  const { address, account } = app.authLimits;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  /** The realm whose provider is asked for; 404 when it has none. */
  async function tenant(name: string): Promise<RealmSettings> {
    const realm = await app.services.realms.byName(name);
    if (!realm || !(await provider.hasProvider(name))) throw notFound(`No identity provider for realm '${name}'`, 'oidcSigninError');
    return realm;
  }

  const issuerOf = (request: FastifyRequest, realm: string) => `${requestOrigin(request)}${idpPath(realm)}`;

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  const redirect = (reply: FastifyReply, location: string) => noStore(reply).code(303).header('location', location).send();

  async function page(
    reply: FastifyReply,
    request: FastifyRequest,
    realm: RealmSettings,
    query: IdpAuthorizeQuery,
    form: { clientName: string; email: string; problem: SignInProblem | null },
  ): Promise<FastifyReply> {
    const wanted = [...(query.ui_locales?.split(' ') ?? []), ...parseAcceptLanguage(request.headers['accept-language'])];
    const locale = negotiateLocale(wanted, realmLocales(realm)) ?? defaultLocale(realm);
    const { translations } = await app.services.labels.forLocale(realm, locale);
    const t = (key: string, values: Record<string, string> = {}) =>
      (translations[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');
    const html = signInPage({
      lang: toLanguageTag(locale),
      t,
      realmName: realm.realmFullName,
      clientName: form.clientName,
      action: `${idpPath(realm.realm)}/authorize`,
      request: query,
      email: form.email,
      problem: form.problem ? t(PROBLEM_LABEL[form.problem]) : null,
    });
    return noStore(reply)
      .header('content-security-policy', PAGE_POLICY)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  operation(app, 'idpConfiguration', async ({ request, reply, params }) => {
    const realm = await tenant(params.realm);
    return noStore(reply).send(provider.configuration(issuerOf(request, realm.realm), realmLocales(realm).map(toLanguageTag)));
  });

  operation(app, 'idpKeys', async ({ reply, params }) => {
    await tenant(params.realm);
    return noStore(reply).send({ keys: await provider.publicKeys(params.realm) });
  });

  operation(app, 'idpAuthorize', async ({ request, reply, params, query }) => {
    const realm = await tenant(params.realm);
    const client = await provider.checkClient(realm.realm, issuerOf(request, realm.realm), query);
    if (query.prompt === 'none') return redirect(reply, provider.answer(query, { error: 'interaction_required' }));
    return page(reply, request, realm, query, { clientName: client.name, email: '', problem: null });
  });

  // Limited like the app's own sign-in: per address, and per email tried.
  operation(app, 'idpSignIn', { preHandler: [address, account] }, async ({ request, reply, params, body }) => {
    const { email, password, action, ...query } = body;
    const realm = await tenant(params.realm);
    const issuer = issuerOf(request, realm.realm);
    const client = await provider.checkClient(realm.realm, issuer, query);
    if (action === 'cancel') return redirect(reply, provider.answer(query, { error: 'access_denied' }));
    const outcome = await provider.signIn(realm.realm, issuer, query, email, password);
    if ('redirect' in outcome) return redirect(reply, outcome.redirect);
    return page(reply, request, realm, query, { clientName: client.name, email, problem: outcome.problem });
  });

  operation(app, 'idpToken', async ({ request, reply, params, body }) => {
    const realm = await tenant(params.realm);
    const answer = await provider.token(realm.realm, issuerOf(request, realm.realm), {
      code: body.code,
      redirectUri: body.redirect_uri,
      clientId: body.client_id,
      codeVerifier: body.code_verifier,
      state: body.state,
    });
    return noStore(reply).header('pragma', 'no-cache').send(answer);
  });
}
