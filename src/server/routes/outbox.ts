// The development outbox (config DEV_OUTBOX, on unless NODE_ENV=production): the emails the
// server would have sent, as JSON (/api/dev/outbox) and as a page with clickable links
// (/dev/outbox), so sign-up, reset and magic-link flows run end to end without a mail server.
// Off, both answer 404 as if they did not exist.
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../contracts/session.ts';
import { notFound } from '../errors.ts';
import { operation } from './operation.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(m.createdAt)}</td><td>${escape(m.realm)}</td><td>${escape(m.to)}</td><td>${escape(m.kind)}</td><td><strong>${escape(m.subject)}</strong><br>${escape(m.body)}</td><td>${
          m.link ? `<a href="${escape(m.link)}">${escape(m.link)}</a>` : ''
        }</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}a{word-break:break-all}</style></head>
<body><h1>Outbox</h1><p>Emails this server would have sent, newest first. Filter with <code>?realm=</code> and <code>?to=</code>.</p>
${messages.length ? `<table><thead><tr><th>Sent</th><th>Realm</th><th>To</th><th>Kind</th><th>Message</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}
</body></html>`;
}

export default async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const { outbox } = app.services.auth;
  const enabled = app.config.devOutbox;

  operation(app, 'outbox', async ({ reply, query }) => {
    if (!enabled) throw notFound('No route for GET /api/dev/outbox');
    return reply.header('cache-control', 'no-store').send(await outbox.list(query));
  });

  operation(app, 'outboxPage', async ({ reply, query }) => {
    if (!enabled) throw notFound('No route for GET /dev/outbox');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await outbox.list(query)));
  });
}
