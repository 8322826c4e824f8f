// The realm's licences as the licence step lists them (init's `licences`: families, then the
// licences outside any family), each with the price it sells at (spec §3: the local amount
// first, else the default) and what its period reads as.
import type { LicenceCatalogue } from '../../contracts/commerce.ts';
import type { Licence } from '../../contracts/licence.ts';
import { licencePrice, type Money } from '../../contracts/price.ts';

export type LicenceChoice = { licence: Licence; family: string | null; price: Money | null };

export function licenceChoices(catalogue: LicenceCatalogue | null | undefined): LicenceChoice[] {
  if (!catalogue) return [];
  const price = (l: Licence): Money | null => {
    const found = licencePrice(l.amounts);
    return found ? { amount: found.amount, scale: found.scale, currency: found.currency } : null;
  };
  return [
    ...catalogue.licenceFamilies.flatMap((f) => f.licences.map((licence) => ({ licence, family: f.name, price: price(licence) }))),
    ...catalogue.nonFamilyBasedLicences.map((licence) => ({ licence, family: null, price: price(licence) })),
  ];
}

/** The label key of a licence's period: per day, month or year, once for a pay-per-view. */
export function periodLabel(licence: Licence): 'purchasePeriodOnce' | 'purchasePeriodDay' | 'purchasePeriodMonth' | 'purchasePeriodYear' {
  if (licence.purchaseStrategy.type === 'PPV') return 'purchasePeriodOnce';
  switch (licence.purchaseStrategy.subscriptionPeriod) {
    case 'P1D':
      return 'purchasePeriodDay';
    case 'P1Y':
      return 'purchasePeriodYear';
    default:
      return 'purchasePeriodMonth';
  }
}
