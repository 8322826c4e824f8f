// The emails the server would send (confirmation, reset, magic link, PIN reset, activation),
// written to the outbox table instead of a mail server: flows are testable end to end, and in
// development /dev/outbox lists them with their links (routes/outbox.ts).
import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '../../../contracts/session.ts';
import type { Db } from '../../db/index.ts';

export type OutgoingMail = { realm: string; to: string; kind: OutboxMessage['kind']; subject: string; body: string; link: string | null };

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(db: Db, now: () => Date) {
  return {
    async send(mail: OutgoingMail): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('outbox')
        .values({
          id,
          realm: mail.realm,
          to_address: mail.to,
          kind: mail.kind,
          subject: mail.subject,
          body: mail.body,
          link: mail.link,
          created_at: now(),
        })
        .execute();
      return id;
    },

    /** Newest first, at most `limit`. */
    async list(filter: { realm?: string | undefined; to?: string | undefined }, limit = 200): Promise<OutboxMessage[]> {
      let query = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
      if (filter.realm) query = query.where('realm', '=', filter.realm);
      if (filter.to) query = query.where('to_address', '=', filter.to.trim().toLowerCase());
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        realm: r.realm,
        to: r.to_address,
        kind: r.kind,
        subject: r.subject,
        body: r.body,
        link: r.link,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

/**
 * A link to a page of the app under the realm: `base` is '' on the realm's own host and
 * `/realm/{name}` on a shared host (routes/session-links.ts). Only same-app paths are carried
 * as `from`, so a mailed link never sends anyone elsewhere.
 */
export function appLink(base: string, path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${base}${path}?${query.toString()}`;
}

/** A path of this app (`/…`, not `//host`), else undefined. */
export function safeFrom(from: string | undefined): string | undefined {
  return from && /^\/(?![/\\])[^\s]*$/.test(from) ? from : undefined;
}
