// The pay route (spec §2 pay): pays a basket the customer opened earlier and left unpaid — a
// payment the bank's step declined, or one given up half-way (decision 0042). The basket is
// read back (`?basket=`); paid already, the page says so and links to its confirmation; open,
// it shows the basket and the card payment form (a saved card or a new one), or the zero
// balance button when a voucher covers it. Offline every action is off, with a message.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHref, useMutation, useNeedsNetwork, useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { BasketSummary } from './BasketSummary.tsx';
import { CardPayment } from './CardPayment.tsx';
import type { PayData } from './loaders.ts';
import { usePayAttempt } from './pay-attempt.ts';
import { paymentFailureKey } from './payment-outcome.ts';
import type { payScreen } from './routes.ts';

function OpenBasket({ data }: { data: PayData & { basket: NonNullable<PayData['basket']> } }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const realm = useRealm();
  const { basket } = data;
  const pay = usePayAttempt(basket.id, basket.basketItems[0]?.name ?? '', data.from);
  const zero = basket.availablePaymentProviders.find((p) => p.paymentProviderGroupType === 'ZERO_BALANCE');
  const card = basket.availablePaymentProviders.find((p) => p.paymentProviderGroupType === 'CREDIT_CARD');
  const payFree = useMutation((provider: string, signal: AbortSignal) => pay({ paymentProvider: provider }, signal));
  return (
    <>
      <BasketSummary basket={basket} />
      {offline ? (
        <Box role="status" data-testid="pay-offline" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main' }}>
          {t('purchaseOffline')}
        </Box>
      ) : null}
      {zero ? (
        <>
          <FormErrorArea message={payFree.error ? paymentFailureKey(payFree.error) : null} />
          <Button
            variant="contained"
            size="large"
            disabled={offline || payFree.pending}
            onClick={() => void payFree.run(zero.name)}
            data-testid="pay-zero-balance"
            sx={{ minHeight: 48 }}
          >
            {t('methodZeroBalance')}
          </Button>
        </>
      ) : card ? (
        <CardPayment
          basket={basket}
          cards={data.cards}
          offline={offline}
          pay={(choice, signal) => pay({ paymentProvider: card.name, ...choice }, signal)}
          trialRequired={Boolean(basket.freeTrial) && realm.realm.compulsoryTrial}
        />
      ) : (
        <Typography data-testid="method-none">{t('methodNone')}</Typography>
      )}
    </>
  );
}

export function PayScreen() {
  const { t } = useTranslation();
  // The public shell never reaches here (the screen module renders it instead).
  const data = useScreenData<typeof payScreen>() as PayData;
  const purchase = useHref('purchase');
  const confirmation = useHref('paymentConfirmation', undefined, {
    query: { basket: data.basket?.id ?? '', ...(data.from ? { from: data.from } : {}) },
  });
  usePageTitle(t('payTitle'));
  const { basket } = data;
  return (
    <Box component="section" data-testid="pay" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('payTitle')}
      </Typography>
      {!basket ? (
        <>
          <Typography sx={{ mb: 2 }} data-testid="pay-missing">
            {t('payMissing')}
          </Typography>
          <Button component={Link} to={purchase} variant="outlined" sx={{ minHeight: 44 }}>
            {t('purchaseTitle')}
          </Button>
        </>
      ) : basket.status === 'PAID' ? (
        <>
          <Typography sx={{ mb: 2 }} data-testid="pay-already-paid">
            {t('payAlreadyPaid')}
          </Typography>
          <Button component={Link} to={confirmation} variant="contained" sx={{ minHeight: 44 }}>
            {t('payShowConfirmation')}
          </Button>
        </>
      ) : (
        <OpenBasket data={{ ...data, basket }} />
      )}
    </Box>
  );
}
