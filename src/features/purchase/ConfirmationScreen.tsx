// The payment confirmation route (spec §2): what was bought and what it cost, read back from the
// server (the basket, PAID once its payment succeeded), and where to go next: back to what the
// customer wanted to watch (the player page that offered "Buy"), else the account. A gift's
// basket says the gift is on its way to its recipient and shows its redemption link, which the
// buyer may pass on (decision 0041), and offers another gift.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useHref as useRouterHref } from 'react-router';
import type { BasketGift } from '../../contracts/commerce.ts';
import { useHref, useLocale, useScreenData } from '../../lib/core/index.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatBillingDate } from '../../lib/money-format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import type { ConfirmationData } from './loaders.ts';
import type { paymentConfirmationScreen } from './routes.ts';

function GiftSent({ gift, name }: { gift: BasketGift; name: string }) {
  const { t } = useTranslation();
  const redeem = useHref('giftRedemption', undefined, { query: { id: gift.redemptionId ?? '' } });
  // The page is never server-rendered with data (customer pages are a shell there): the address is the browser's.
  const link = new URL(useRouterHref(redeem), window.location.href).href;
  return (
    <Box data-testid="confirmation-gift" sx={{ mb: 3 }}>
      <Typography data-testid="confirmation-item">
        {t('confirmationGiftSent', {
          name,
          length: t(`giftRedemptionPeriod${gift.period}`, { count: gift.numberOfPeriods }),
          email: gift.recipientEmail,
        })}
      </Typography>
      {gift.redemptionId ? (
        <Box sx={{ mt: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <Typography sx={{ mb: 1 }}>{gift.redeemed ? t('confirmationGiftRedeemed') : t('confirmationGiftShare')}</Typography>
          <Box component={Link} to={redeem} data-testid="confirmation-gift-link" sx={{ wordBreak: 'break-all', color: 'primary.main' }}>
            {link}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="confirmation-gift-id">
            {t('confirmationGiftId', { id: gift.redemptionId })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

export function ConfirmationScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useScreenData<typeof paymentConfirmationScreen>() as ConfirmationData;
  const account = useHref('account');
  const gifts = useHref('gifts');
  const payHref = useHref('pay', undefined, { query: { basket: data.basket?.id ?? '', ...(data.from ? { from: data.from } : {}) } });
  usePageTitle(t('confirmationTitle'));
  const basket = data.basket;
  const paid = basket?.status === 'PAID';
  const item = basket?.basketItems[0];
  const gift = basket?.gift ?? null;
  return (
    <Box component="section" data-testid="payment-confirmation" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {paid ? t('confirmationTitle') : t('confirmationNotPaid')}
      </Typography>
      {paid && basket && item ? (
        <>
          {gift ? (
            <GiftSent gift={gift} name={item.name} />
          ) : (
            <Typography data-testid="confirmation-item">{t('confirmationBought', { name: item.name })}</Typography>
          )}
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
        {paid && gift ? (
          <Button component={Link} to={gifts} variant="contained" sx={{ minHeight: 44 }} data-testid="confirmation-gift-another">
            {t('confirmationGiftAnother')}
          </Button>
        ) : null}
        <Button component={Link} to={account} variant={paid && (data.from || gift) ? 'outlined' : 'contained'} sx={{ minHeight: 44 }}>
          {t('confirmationAccount')}
        </Button>
      </Box>
    </Box>
  );
}
