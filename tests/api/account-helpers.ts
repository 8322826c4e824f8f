// What the account API tests share: signing a seeded account in (tokens issued by the server's
// own token service, for a profile when asked), a guest of a realm, and calling an operation
// of the registry with a bearer token and the client headers.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { apiError, type ApiError } from '../../src/contracts/errors.ts';
import { OPERATIONS, operationPath, type OperationId, type OperationParams } from '../../src/contracts/operations.ts';
import type { Harness } from './harness.ts';

export type Session = { realm: string; userId: string; token: string; refreshToken: string };

export async function userId(h: Harness, realm: string, email: string): Promise<string> {
  const row = await h.db
    .selectFrom('app_user')
    .select('id')
    .where('realm', '=', realm)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A seeded account's tokens, with `profile` (a profile name) active when given. */
export async function signIn(h: Harness, realm: string, email: string, profile?: string): Promise<Session> {
  const id = await userId(h, realm, email);
  return issue(h, realm, id, profile);
}

async function issue(h: Harness, realm: string, id: string, profile?: string): Promise<Session> {
  const { tokens } = h.app.services.auth;
  const user = await tokens.loadUser(realm, id);
  if (!user) throw new Error(`no user ${id} in ${realm}`);
  const profileId = profile
    ? (
        await h.db
          .selectFrom('viewing_profile')
          .select('id')
          .where('user_id', '=', id)
          .where('name', '=', profile)
          .executeTakeFirstOrThrow()
      ).id
    : null;
  const issued = await tokens.issue(user, { profileId });
  return { realm, userId: id, token: issued.authorisationToken, refreshToken: issued.refreshToken };
}

/** A fresh account of a realm (so tests that change things do not meet each other). */
export async function newCustomer(h: Harness, realm: string, details: { countryCode?: string } = {}): Promise<Session> {
  const id = randomUUID();
  await h.db
    .insertInto('app_user')
    .values({
      id,
      realm,
      email: `${id}@test.example`,
      password_hash: null,
      roles: ['CUSTOMER'],
      confirmed: true,
      country_code: details.countryCode ?? null,
    })
    .execute();
  return issue(h, realm, id);
}

/** A guest account of a realm, as guest check-in makes one. */
export async function newGuest(h: Harness, realm: string): Promise<Session> {
  const id = randomUUID();
  await h.db
    .insertInto('app_user')
    .values({ id, realm, email: null, password_hash: null, roles: ['GUEST'], is_guest: true })
    .execute();
  return issue(h, realm, id);
}

export type CallInput<Id extends OperationId> = {
  params?: OperationParams<Id>;
  query?: Record<string, string>;
  body?: unknown;
  /** Send the request to this realm instead of the session's. */
  realm?: string;
  headers?: Record<string, string>;
};

/** Calls an operation as `session` (or with no token when null). */
export async function call<Id extends OperationId>(
  h: Harness,
  session: Session | null,
  id: Id,
  input: CallInput<Id> = {},
): Promise<LightMyRequestResponse> {
  const realm = input.realm ?? session?.realm ?? 'arena';
  const headers = await h.clientHeaders(realm, {
    ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    ...input.headers,
  });
  const { method } = OPERATIONS[id];
  return h.inject({
    method,
    url: operationPath(id, (input.params ?? {}) as OperationParams<Id>),
    headers,
    ...(input.query ? { query: input.query } : {}),
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
}

/** The error body of a refusal, checked against the spec's shape and its request id. */
export function refusal(res: LightMyRequestResponse): ApiError {
  const body = apiError.parse(res.json());
  if (body.status !== res.statusCode) throw new Error(`body status ${body.status} on a ${res.statusCode}`);
  if (body.requestId !== res.headers['x-request-id']) throw new Error('requestId differs from x-request-id');
  return body;
}

/** [status, code, messageKey] of a refusal, for compact expectations. */
export function refused(res: LightMyRequestResponse): [number, string, string] {
  const body = refusal(res);
  return [body.status, body.code, body.messageKey];
}
