// The app's side talking to an OpenID Connect provider (decision 0022): its discovery document,
// its key set and its token endpoint, through a transport the caller gives (the built-in
// provider is reached in-process, routes/session-federated.ts). Every answer is checked
// against the contracts before use; anything else is a ProviderFailure the caller turns into
// the spec's error shape.
import {
  idpConfiguration,
  idpKeys,
  idpTokenAnswer,
  type IdpConfiguration,
  type IdpTokenAnswer,
  type PublicJwk,
} from '../../../contracts/federated.ts';

export type ProviderRequest = { method: 'GET' | 'POST'; url: string; form?: Record<string, string> };
export type ProviderResponse = { status: number; body: unknown };
export type ProviderTransport = (request: ProviderRequest) => Promise<ProviderResponse>;

/** The provider answered something other than what was asked, or refused: `refusal` is its OAuth error code. */
export class ProviderFailure extends Error {
  override readonly name = 'ProviderFailure';
  readonly refusal: string | null;
  constructor(message: string, refusal: string | null = null) {
    super(message);
    this.refusal = refusal;
  }
}

/** OAuth's error code of a refusal: top-level `error` (RFC 6749 §5.2), or `details.error` in the spec's shape. */
function refusalOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { error?: unknown; details?: { error?: unknown } };
  const code = typeof record.error === 'string' ? record.error : record.details?.error;
  return typeof code === 'string' && /^[a-z_]{1,64}$/.test(code) ? code : null;
}

export async function discover(transport: ProviderTransport, issuer: string): Promise<IdpConfiguration> {
  const res = await transport({ method: 'GET', url: `${issuer}/.well-known/openid-configuration` });
  const parsed = idpConfiguration.safeParse(res.body);
  if (res.status !== 200 || !parsed.success)
    throw new ProviderFailure(`The provider's discovery document could not be read (${res.status})`);
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (parsed.data.issuer !== issuer) throw new ProviderFailure('The discovery document names another issuer');
  return parsed.data;
}

export async function publicKeys(transport: ProviderTransport, config: IdpConfiguration): Promise<PublicJwk[]> {
  const res = await transport({ method: 'GET', url: config.jwks_uri });
  const parsed = idpKeys.safeParse(res.body);
  if (res.status !== 200 || !parsed.success) throw new ProviderFailure(`The provider's keys could not be read (${res.status})`);
  return parsed.data.keys;
}

export async function exchangeCode(
  transport: ProviderTransport,
  config: IdpConfiguration,
  form: Record<string, string>,
): Promise<IdpTokenAnswer> {
  const res = await transport({ method: 'POST', url: config.token_endpoint, form: { grant_type: 'authorization_code', ...form } });
  if (res.status !== 200)
    throw new ProviderFailure(`The provider refused the code (${res.status})`, refusalOf(res.body) ?? 'invalid_request');
  const parsed = idpTokenAnswer.safeParse(res.body);
  if (!parsed.success) throw new ProviderFailure('The provider answered the code with something else than an ID token');
  return parsed.data;
}
