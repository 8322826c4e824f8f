// Commerce (decision 0037): baskets, vouchers, payments through the provider interface,
// entitlements, subscriptions and price migrations, the customer's payment records, and gifts
// (decision 0040), and renewals (decision 0043).
import type { Db } from '../../db/index.ts';
import type { LicenceService } from '../licences.ts';
import type { RealmService } from '../realms.ts';
import { createBasketService, type BasketService } from './basket.ts';
import { createGiftService, type GiftService } from './gifts.ts';
import { createPaymentService, type PaymentService } from './payments.ts';
import { createRecordService, type RecordService } from './records.ts';
import { createRenewalService, type RenewalService } from './renewals.ts';
import { createSubscriptionService, type SubscriptionService } from './subscriptions.ts';
import { killAfterChargeHook } from './test-hooks.ts';

export type CommerceService = {
  baskets: BasketService;
  payments: PaymentService;
  subscriptions: SubscriptionService;
  records: RecordService;
  gifts: GiftService;
  renewals: RenewalService;
};

export function createCommerceService(db: Db, licences: LicenceService, realms: RealmService, now: () => Date): CommerceService {
  const baskets = createBasketService(db, licences, now);
  return {
    baskets,
    payments: createPaymentService(db, baskets, now, { afterCharge: killAfterChargeHook() }),
    subscriptions: createSubscriptionService(db, now),
    records: createRecordService(db, now),
    gifts: createGiftService(db, licences, baskets, now),
    renewals: createRenewalService(db, licences, realms, now),
  };
}
