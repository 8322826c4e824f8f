// Step 2: the providers the basket offers (decision 0037). A card goes on to the billing address
// and the card; a basket the voucher covers entirely is paid with the zero-balance provider
// here, with no card.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../contracts/commerce.ts';
import { emitAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { useMutation } from '../../lib/core/index.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { paymentFailureKey } from './payment-outcome.ts';
import type { PurchaseFlow } from './use-flow.ts';

export function MethodStep({ flow, basket, offline }: { flow: PurchaseFlow; basket: Basket; offline: boolean }) {
  const { t } = useTranslation();
  const payFree = useMutation((provider: string, signal: AbortSignal) => flow.pay(provider, undefined, signal));
  const providers = basket.availablePaymentProviders;
  if (providers.length === 0) return <Typography data-testid="method-none">{t('methodNone')}</Typography>;
  return (
    <Box data-testid="purchase-method">
      <Typography sx={{ mb: 2 }}>{t('methodIntro')}</Typography>
      <FormErrorArea message={payFree.error ? paymentFailureKey(payFree.error) : null} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        {providers.map((provider) =>
          provider.paymentProviderGroupType === 'ZERO_BALANCE' ? (
            <Button
              key={provider.name}
              variant="contained"
              size="large"
              disabled={offline || payFree.pending}
              onClick={() => {
                emitAnalyticsIntent({ type: 'journeyAction', action: 'paymentMethodSelected' });
                void payFree.run(provider.name);
              }}
              data-testid="pay-zero-balance"
              sx={{ minHeight: 48 }}
            >
              {t('methodZeroBalance')}
            </Button>
          ) : (
            <Button
              key={provider.name}
              variant="outlined"
              size="large"
              disabled={offline}
              onClick={() => {
                emitAnalyticsIntent({ type: 'journeyAction', action: 'paymentMethodSelected' });
                flow.forward();
              }}
              data-testid={`method-${provider.name}`}
              sx={{ minHeight: 48 }}
            >
              {t('methodCard')}
            </Button>
          ),
        )}
      </Box>
    </Box>
  );
}
