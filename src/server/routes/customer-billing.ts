// The customer's subscriptions, price migrations, payment history, cards and billing
// addresses (services/commerce), and the administrator's price migration announcement.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Viewer } from '../plugins/auth.ts';
import { operation } from './operation.ts';
import { sendPrivate } from './session-links.ts';

const ownerOf = (request: FastifyRequest, viewer: Viewer) => ({ realm: request.realm.realm, userId: viewer.userId });

export default async function customerBillingRoutes(app: FastifyInstance): Promise<void> {
  const { subscriptions, records } = app.services.commerce;

  operation(app, 'subscriptions', async ({ request, reply, viewer }) =>
    sendPrivate(reply, { subscriptions: await subscriptions.list(ownerOf(request, viewer)) }),
  );
  operation(app, 'subscriptionCancel', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await subscriptions.cancel(ownerOf(request, viewer), params.id)),
  );
  operation(app, 'subscriptionReactivate', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await subscriptions.reactivate(ownerOf(request, viewer), params.id)),
  );
  operation(app, 'priceMigrations', async ({ request, reply, viewer }) =>
    sendPrivate(reply, { priceMigrations: await subscriptions.pendingMigrations(ownerOf(request, viewer)) }),
  );
  operation(app, 'priceMigrationConfirm', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await subscriptions.answerMigration(ownerOf(request, viewer), params.id, true)),
  );
  operation(app, 'priceMigrationDecline', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await subscriptions.answerMigration(ownerOf(request, viewer), params.id, false)),
  );
  operation(app, 'priceMigrationCreate', async ({ request, reply, params, body }) =>
    sendPrivate(reply, { created: await subscriptions.announceMigration(request.realm.realm, params.id, body) }, 201),
  );
  operation(app, 'paymentHistory', async ({ request, reply, query, viewer }) =>
    sendPrivate(reply, await records.history(ownerOf(request, viewer), query)),
  );
  operation(app, 'cards', async ({ request, reply, query, viewer }) =>
    sendPrivate(reply, await records.cards(ownerOf(request, viewer), query)),
  );
  operation(app, 'cardDelete', async ({ request, reply, params, viewer }) => {
    await records.deleteCard(ownerOf(request, viewer), params.id);
    return sendPrivate(reply, { ok: true });
  });
  operation(app, 'subscriptionCardSet', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await subscriptions.setCard(ownerOf(request, viewer), params.id, params.subscriptionId)),
  );
  operation(app, 'paymentDetails', async ({ request, reply, viewer }) =>
    sendPrivate(reply, await records.paymentDetails(ownerOf(request, viewer))),
  );
  operation(app, 'paymentDetail', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await records.paymentMethod(ownerOf(request, viewer), params.id)),
  );
  operation(app, 'billingAddresses', async ({ request, reply, viewer }) =>
    sendPrivate(reply, await records.addresses(ownerOf(request, viewer))),
  );
  operation(app, 'billingAddressPut', async ({ request, reply, params, body, viewer }) =>
    sendPrivate(reply, await records.putAddress(ownerOf(request, viewer), params.id, body)),
  );
  operation(app, 'billingDetails', async ({ request, reply, body, viewer }) =>
    sendPrivate(reply, await records.billingDetails(ownerOf(request, viewer), body)),
  );
}
