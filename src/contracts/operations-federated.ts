// The registry's federated sign-in operations (decision 0022): the app's calls to start and
// finish a provider's sign-in and to unlink a provider (spec §7), and the built-in demo OpenID
// Connect provider's endpoints. Joined into OPERATIONS by operations.ts. The provider's
// endpoints take none of the spec's client headers: browsers and relying parties call them as
// they would any provider's.
import type { OperationInfo } from './operation-info.ts';

export const FEDERATED_OPERATIONS = {
  providerAuthorization: {
    method: 'POST',
    path: '/api/v1/login/provider/authorization',
    client: true,
    cache: 'none',
    tag: 'session',
  },
  providerSignin: {
    method: 'POST',
    path: '/api/v1/login/provider',
    client: true,
    cache: 'none',
    tag: 'session',
  },
  authenticationProviderDelete: {
    method: 'DELETE',
    path: '/api/v1/realm/authentication-providers/:id',
    client: true,
    cache: 'none',
    tag: 'account',
    auth: 'customer',
  },
  idpConfiguration: {
    method: 'GET',
    path: '/api/idp/:realm/.well-known/openid-configuration',
    client: false,
    cache: 'none',
    tag: 'identity-provider',
  },
  idpKeys: {
    method: 'GET',
    path: '/api/idp/:realm/jwks',
    client: false,
    cache: 'none',
    tag: 'identity-provider',
  },
  idpAuthorize: {
    method: 'GET',
    path: '/api/idp/:realm/authorize',
    client: false,
    cache: 'none',
    tag: 'identity-provider',
  },
  idpSignIn: {
    method: 'POST',
    path: '/api/idp/:realm/authorize',
    client: false,
    cache: 'none',
    tag: 'identity-provider',
  },
  idpToken: {
    method: 'POST',
    path: '/api/idp/:realm/token',
    client: false,
    cache: 'none',
    tag: 'identity-provider',
  },
} as const satisfies Record<string, OperationInfo>;
