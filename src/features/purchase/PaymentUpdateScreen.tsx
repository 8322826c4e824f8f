// The payment update route (spec §2): the card a subscription renews with, changed to another
// of the customer's saved cards through spec §7's POST /customer/cards/{card}/{subscription}
// (decision 0042). Expired cards are listed but cannot be chosen. Saved, the account's
// subscriptions section shows the new card. Offline the form is off, with a message.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { http, showToast, useHref, useNeedsNetwork, useScreenData } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormRadioGroup } from '../../ui/form/FormRadioGroup.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { setSubscriptionCard } from './api.ts';
import type { PaymentUpdateData, Subscription } from './loaders.ts';
import { paymentFailureKey } from './payment-outcome.ts';
import type { paymentUpdateScreen } from './routes.ts';
import { cardExpired, cardParts, firstUsable } from './saved-cards.ts';

const schema = () => import('./card-schema.ts').then((m) => m.cardChoiceSchema);

function ChangeCard({ subscription, data }: { subscription: Subscription; data: PaymentUpdateData }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const navigate = useNavigate();
  const subscriptions = useHref('account', undefined, { query: { section: 'subscriptions' } });
  const now = useMemo(() => new Date(), []);
  const current = data.methods.find((m) => m.id === subscription.card?.id && !cardExpired(m, now));
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: { cardId: current?.id ?? firstUsable(data.methods, now)?.id ?? '' },
    submit: (values, signal) => setSubscriptionCard(http, values.cardId, subscription.id, signal),
    onSuccess: (answer) => {
      const card = answer.card;
      showToast({ message: card ? t('paymentUpdateDone', cardParts(card)) : t('paymentUpdateDoneNoCard'), type: 'success' });
      void navigate(subscriptions);
    },
    formField: (wire) => (wire === 'id' ? 'cardId' : wire),
    failureMessage: paymentFailureKey,
  });
  const options = data.methods.map((m) => ({
    value: m.id,
    label: m.expired || cardExpired(m, now) ? t('savedCardExpired', cardParts(m)) : t('savedCardLabel', cardParts(m)),
    disabled: m.expired || cardExpired(m, now),
    testId: `saved-card-${m.lastFour}`,
  }));
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('paymentUpdateTitle')}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormRadioGroup control={form.control} name="cardId" legend={t('paymentUpdateLegend')} options={options} disabled={offline} />
      <FormSubmitButton pending={pending} offline={offline} testId="payment-update-submit">
        {t('paymentUpdateSubmit')}
      </FormSubmitButton>
    </Box>
  );
}

export function PaymentUpdateScreen() {
  const { t } = useTranslation();
  // The public shell never reaches here (the screen module renders it instead).
  const data = useScreenData<typeof paymentUpdateScreen>() as PaymentUpdateData;
  const subscriptions = useHref('account', undefined, { query: { section: 'subscriptions' } });
  const offline = useNeedsNetwork();
  usePageTitle(t('paymentUpdateTitle'));
  const { subscription } = data;
  const open = subscription && subscription.status !== 'EXPIRED';
  return (
    <Box component="section" data-testid="payment-update" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('paymentUpdateTitle')}
      </Typography>
      {offline ? (
        <Box role="status" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main' }}>
          {t('purchaseOffline')}
        </Box>
      ) : null}
      {open ? (
        <>
          <Typography component="h2" variant="h6">
            {subscription.name}
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="payment-update-current">
            {subscription.card ? t('paymentUpdateCurrent', cardParts(subscription.card)) : t('paymentUpdateNoCurrent')}
          </Typography>
          {data.methods.length > 0 ? (
            <ChangeCard subscription={subscription} data={data} />
          ) : (
            <Typography sx={{ mb: 2 }} data-testid="payment-update-no-cards">
              {t('paymentUpdateNoCards')}
            </Typography>
          )}
        </>
      ) : (
        <Typography sx={{ mb: 2 }} data-testid="payment-update-missing">
          {t('paymentUpdateMissing')}
        </Typography>
      )}
      <Button component={Link} to={subscriptions} sx={{ mt: 2, minHeight: 44 }}>
        {t('paymentUpdateBack')}
      </Button>
    </Box>
  );
}
