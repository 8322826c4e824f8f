// Step 4: the card (test-card provider) and paying, through the card payment form (a saved card
// or a new one). The attempt's Idempotency-Key lives in the flow's state (use-flow.ts), so a
// double click or a retry after a dropped connection repeats the same attempt and is charged
// once; a decline shows its reason here.
import type { Basket } from '../../contracts/commerce.ts';
import { CardPayment, type CardPage } from './CardPayment.tsx';
import type { PurchaseFlow } from './use-flow.ts';

export function CardStep({
  flow,
  basket,
  cards,
  offline,
}: {
  flow: PurchaseFlow;
  basket: Basket;
  cards: CardPage | null;
  offline: boolean;
}) {
  const provider = basket.availablePaymentProviders.find((p) => p.paymentProviderGroupType === 'CREDIT_CARD');
  return (
    <CardPayment
      basket={basket}
      cards={cards}
      offline={offline}
      pay={(choice, signal) => flow.pay(provider?.name ?? 'test-card', choice, signal)}
      trialRequired={flow.state.freeTrialAcknowledgement !== 'NONE'}
      onTrialAcknowledged={flow.acknowledgeTrial}
    />
  );
}
