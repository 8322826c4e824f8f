// Licence (SPEC §3 "Licence"). Price = amount / 10^scale, local amount first.
import { z } from 'zod';

export const licenceAmount = z.object({
  amount: z.number().int(),
  scale: z.number().int().min(0),
  currency: z.string().length(3),
  local: z.boolean(),
  default: z.boolean(),
});

export const licence = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  amounts: z.array(licenceAmount),
  purchaseStrategy: z.object({
    type: z.enum(['PPV', 'SUBSCRIPTION']),
    subscriptionPeriod: z.enum(['P1D', 'P1M', 'P1Y']).nullable(),
  }),
  type: z.string(),
  status: z.string(),
  managed: z.boolean(),
  badge: z.string().nullable(),
  defaultMarketingPricePeriod: z.string().nullable(),
  /**
   * A subscription that starts with this many free days (decision 0042): nothing is charged
   * then, and the first charge is due when they end. A customer gets it once per licence.
   */
  freeTrialDays: z.number().int().min(1).max(366).nullable().optional(),
  /**
   * In a PARTITIONED realm, the partitions this licence is sold in (decision 0042); absent or
   * empty: every partition. Elsewhere it is ignored.
   */
  partitions: z.array(z.string()).optional(),
});
export type Licence = z.infer<typeof licence>;
