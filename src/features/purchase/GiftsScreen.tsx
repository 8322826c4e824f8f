// The gifts page (spec §2 gifts, §3 "Gift item", §7 v4 gifts; decision 0041): the realm's gifts
// for the viewer's country, each with its name, description and price per period. Choosing one
// shows its form to a customer (GiftForm: recipient, periods, note), or asks a visitor to sign up
// or in first and come back to it, as the purchase page does. The form opens the gift's basket;
// the page then shows the basket and the card payment form (the customer's saved cards, read
// then, or a new card), and paying goes on to the
// same authorisation and confirmation pages. Offline every action is off with a message. The
// catalogue is public: a first visit is rendered by the server.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Basket } from '../../contracts/commerce.ts';
import type { GiftItem } from '../../contracts/gifts.ts';
import { hrefFor } from '../../lib/core/href.ts';
import { http, isGuestRole, useLocale, useNeedsNetwork, useScreenData, useViewer } from '../../lib/core/index.ts';
import { formatPrice } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AccountStep } from './AccountStep.tsx';
import { BasketSummary } from './BasketSummary.tsx';
import { loadCards } from './api.ts';
import { CardPayment, type CardPage } from './CardPayment.tsx';
import { basketChanged, initialPurchase, STEP } from './flow.ts';
import { perPeriodLabel } from './gift-choice.ts';
import { GiftForm } from './GiftForm.tsx';
import type { GiftsData } from './loaders.ts';
import type { giftsScreen } from './routes.ts';
import { resetPurchase } from './state.ts';
import { usePayBasket } from './use-pay.ts';

function GiftCard({
  gift,
  chosen,
  canBuy,
  countryCode,
  offline,
  onChoose,
  onBasket,
}: {
  gift: GiftItem;
  chosen: boolean;
  canBuy: boolean;
  countryCode: string | null;
  offline: boolean;
  onChoose: () => void;
  onBasket: (basket: Basket) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `gift-${gift.externalId}-name`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-testid={`gifts-item-${gift.externalId}`}
      sx={{ p: 2, borderRadius: 2, border: 2, borderColor: chosen ? 'primary.main' : 'divider' }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {gift.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {gift.description}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="gift-price">
        {`${formatPrice(gift.itemPrice, locale)} ${t(perPeriodLabel(gift.period))}`}
      </Typography>
      {!chosen ? (
        <Button variant="outlined" disabled={offline} onClick={onChoose} sx={{ minHeight: 44 }} data-testid="gift-choose">
          {t('giftChoose', { name: gift.name })}
        </Button>
      ) : canBuy ? (
        <GiftForm gift={gift} countryCode={countryCode} offline={offline} onBasket={onBasket} />
      ) : (
        <AccountStep name={gift.name} returnTo={hrefFor(locale, 'gifts', undefined, { query: { gift: gift.externalId } })} />
      )}
    </Box>
  );
}

function GiftPayment({ basket, offline, onChange }: { basket: Basket; offline: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const pay = usePayBasket(null);
  const item = basket.basketItems[0];
  const gift = basket.gift;
  const provider = basket.availablePaymentProviders.find((p) => p.paymentProviderGroupType === 'CREDIT_CARD');
  // The saved cards (first page); unreadable ones are none: a new card can still be typed.
  const [cards, setCards] = useState<CardPage | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    loadCards(http, 1, controller.signal).then(setCards, () => setCards(null));
    return () => controller.abort();
  }, []);
  return (
    <Box component="section" aria-labelledby="gift-pay-title" data-testid="gift-pay">
      <Typography id="gift-pay-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('giftPayTitle')}
      </Typography>
      {gift && item ? (
        <Typography sx={{ mb: 2 }} data-testid="gift-summary">
          {t('giftFor', {
            length: t(`giftRedemptionPeriod${gift.period}`, { count: gift.numberOfPeriods }),
            name: item.name,
            email: gift.recipientEmail,
          })}
        </Typography>
      ) : null}
      <BasketSummary basket={basket} />
      {!provider ? (
        <Typography data-testid="method-none">{t('methodNone')}</Typography>
      ) : cards === undefined ? (
        <LinearProgress aria-label={t('purchaseLoading')} />
      ) : (
        <CardPayment
          basket={basket}
          cards={cards}
          offline={offline}
          pay={(choice, signal) => pay(provider.name, choice, signal)}
          trialRequired={false}
        />
      )}
      <Button onClick={onChange} sx={{ mt: 2, minHeight: 44 }} data-testid="gift-change">
        {t('giftChange')}
      </Button>
    </Box>
  );
}

function Gifts({ data }: { data: GiftsData }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const viewer = useViewer();
  const canBuy = !isGuestRole(viewer.role);
  const [chosen, setChosen] = useState<string | null>(data.preselected);
  const [basket, setBasket] = useState<Basket | null>(null);
  const { gifts, taxRateEstimated } = data.catalogue;

  /** The gift's basket is the purchase state's, so paying, the authorisation and the confirmation work as for a licence. */
  const openBasket = (opened: Basket) => {
    resetPurchase(basketChanged(initialPurchase([STEP.card]), opened));
    setBasket(opened);
  };

  return (
    <>
      {offline ? (
        <Box role="status" data-testid="gifts-offline" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main' }}>
          {t('needsNetwork')}
        </Box>
      ) : null}
      {basket ? (
        <GiftPayment basket={basket} offline={offline} onChange={() => setBasket(null)} />
      ) : gifts.length === 0 ? (
        <Typography data-testid="gifts-empty" sx={{ py: 4 }}>
          {t('giftsEmpty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('giftsList')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {gifts.map((gift) => (
            <GiftCard
              key={gift.externalId}
              gift={gift}
              chosen={chosen === gift.externalId}
              canBuy={canBuy}
              countryCode={taxRateEstimated.countryCode}
              offline={offline}
              onChoose={() => setChosen(gift.externalId)}
              onBasket={openBasket}
            />
          ))}
        </Box>
      )}
    </>
  );
}

export function GiftsScreen() {
  const { t } = useTranslation();
  const data = useScreenData<typeof giftsScreen>();
  usePageTitle(t('giftsTitle'));
  // Each visit (a navigation here) starts again; a revalidation of the same visit keeps the page.
  const visit = useLocation().key;
  return (
    <Box component="section" data-testid="gifts" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('giftsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('giftsIntro')}
      </Typography>
      <Gifts key={visit} data={data} />
    </Box>
  );
}
