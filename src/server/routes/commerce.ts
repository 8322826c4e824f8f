// Baskets, vouchers, paying and the authorisation step (services/commerce). Customers only;
// answers are private. Pay needs an Idempotency-Key header (decision 0037). Gifts: decision 0040.
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../../contracts/commerce.ts';
import { IDEMPOTENCY_HEADER } from '../../contracts/headers.ts';
import { z } from 'zod';
import { parseInput } from '../errors.ts';
import { operation } from './operation.ts';
import { viewerCountry } from './playback.ts';
import { callerOf, sendPrivate } from './session-links.ts';

const payHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKey });

export default async function commerceRoutes(app: FastifyInstance): Promise<void> {
  const { baskets, payments, gifts } = app.services.commerce;

  operation(app, 'basketCreate', async ({ request, reply, body, viewer }) =>
    sendPrivate(reply, await baskets.create(request.realm, viewer.userId, body), 201),
  );
  operation(app, 'basketGet', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await baskets.get(request.realm, viewer.userId, params.id)),
  );
  operation(app, 'basketVoucherApply', async ({ request, reply, params, body, viewer }) =>
    sendPrivate(reply, await baskets.applyVoucher(request.realm, viewer.userId, params.id, body.code)),
  );
  operation(app, 'basketVoucherRemove', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await baskets.removeVoucher(request.realm, viewer.userId, params.id)),
  );
  operation(app, 'basketPay', async ({ request, reply, params, body, viewer }) => {
    const headers = parseInput(payHeaders, { [IDEMPOTENCY_HEADER]: request.headers[IDEMPOTENCY_HEADER] }, 'headers');
    const { status, answer } = await payments.pay({
      realm: request.realm,
      userId: viewer.userId,
      basketId: params.id,
      idempotencyKey: headers[IDEMPOTENCY_HEADER],
      paymentProvider: body.paymentProvider,
      card: body.card,
      cardId: body.cardId,
      saveCard: body.saveCard,
      freeTrialAcknowledged: body.freeTrialAcknowledged,
      linkBase: (await callerOf(request)).base,
    });
    return sendPrivate(reply, answer, status);
  });
  operation(app, 'paymentAuthorise', async ({ request, reply, params, body, viewer }) => {
    const { status, answer } = await payments.authorise({
      realm: request.realm,
      userId: viewer.userId,
      paymentId: params.id,
      code: body.code,
      linkBase: (await callerOf(request)).base,
    });
    return sendPrivate(reply, answer, status);
  });

  // Gifts (decision 0040). The catalogue is the realm's, the same for everyone: no session needed.
  // Without a countryCode the viewer's country (the proxy's header) is the tax estimate's (0041).
  // Names and descriptions in `lk`, else the caller's language header, as content's are.
  operation(app, 'giftCatalogue', async ({ request, reply, query }) =>
    sendPrivate(
      reply,
      await gifts.catalogue(request.realm, query.countryCode ?? viewerCountry(request) ?? undefined, query.lk ?? request.locale),
    ),
  );
  operation(app, 'giftBasketAdd', async ({ request, reply, params, query, body, viewer }) =>
    sendPrivate(
      reply,
      await gifts.addToBasket(request.realm, viewer.userId, params.id, {
        countryCode: query.countryCode ?? viewerCountry(request) ?? undefined,
        recipientEmail: body.recipientEmail,
        note: body.note,
        numberOfPeriods: body.options.numberOfPeriods.value,
      }),
      201,
    ),
  );
  operation(app, 'giftRedemption', async ({ request, reply, params }) =>
    sendPrivate(reply, await gifts.redemption(request.realm, params.id, request.locale)),
  );
  operation(app, 'giftRedeem', async ({ request, reply, params, viewer }) =>
    sendPrivate(reply, await gifts.redeem(request.realm, viewer.userId, params.id)),
  );
}
