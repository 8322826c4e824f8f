// The payment confirmation route (spec §2): what was bought and what it cost, read back from the
// server (the basket, PAID once its payment succeeded), and where to go next: back to what the
// customer wanted to watch (the player page that offered "Buy"), else the account.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHref, useLocale, useScreenData } from '../../lib/core/index.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatBillingDate } from '../../lib/money-format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import type { ConfirmationData } from './loaders.ts';
import type { paymentConfirmationScreen } from './routes.ts';

export function ConfirmationScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useScreenData<typeof paymentConfirmationScreen>() as ConfirmationData;
  const account = useHref('account');
  const payHref = useHref('pay', undefined, { query: { basket: data.basket?.id ?? '', ...(data.from ? { from: data.from } : {}) } });
  usePageTitle(t('confirmationTitle'));
  const basket = data.basket;
  const paid = basket?.status === 'PAID';
  const item = basket?.basketItems[0];
  return (
    <Box component="section" data-testid="payment-confirmation" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {paid ? t('confirmationTitle') : t('confirmationNotPaid')}
      </Typography>
      {paid && basket && item ? (
        <>
          <Typography data-testid="confirmation-item">{t('confirmationBought', { name: item.name })}</Typography>
          <Typography sx={{ mb: basket.freeTrial ? 1 : 3 }} data-testid="confirmation-amount">
            {t('confirmationPaid', { amount: formatPrice(basket.freeTrial?.dueToday ?? basket.total, locale) })}
          </Typography>
          {basket.freeTrial ? (
            <Typography sx={{ mb: 3 }} data-testid="confirmation-trial">
              {t('confirmationTrial', {
                date: formatBillingDate(basket.freeTrial.endsAt, locale),
                price: formatPrice(basket.freeTrial.firstCharge, locale),
              })}
            </Typography>
          ) : null}
        </>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {paid && data.from ? (
          <Button component={Link} to={data.from} variant="contained" sx={{ minHeight: 44 }} data-testid="confirmation-watch">
            {t('confirmationWatch')}
          </Button>
        ) : null}
        {basket && !paid ? (
          <Button component={Link} to={payHref} variant="contained" sx={{ minHeight: 44 }} data-testid="confirmation-pay">
            {t('confirmationPayNow')}
          </Button>
        ) : null}
        <Button component={Link} to={account} variant={paid && data.from ? 'outlined' : 'contained'} sx={{ minHeight: 44 }}>
          {t('confirmationAccount')}
        </Button>
      </Box>
    </Box>
  );
}
