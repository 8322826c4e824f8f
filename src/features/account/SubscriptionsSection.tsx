// Subscriptions (section subscriptions): each subscription's licence, status, next billing date
// and price; cancel through step 5 (confirm cancellation) and reactivate through step 6 (confirm
// reactivation). A cancelled one says until when it stays active. Price changes waiting for the
// customer's consent (spec §4's rule) are answered here. Each open subscription names the card it
// renews with and links to the payment update page to change it (decision 0042). Offline: what the worker kept, the
// actions off (useNeedsNetwork). After each answer the page's data is read again.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { http, useHref, useLocale, useMutation, useNeedsNetwork } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { cancelSubscription, confirmPriceMigration, declinePriceMigration, reactivateSubscription } from './api.ts';
import { formatBillingDate, formatPrice } from '../../lib/money-format.ts';
import { listedMigrations } from './billing-logic.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import type { SubscriptionsData } from './loaders.ts';
import { OfflineNotice } from './OfflineNotice.tsx';

type Subscription = SubscriptionsData['subscriptions'][number];
type Migration = SubscriptionsData['priceMigrations'][number];

/** Spec §2 steps. */
export const STEP_CONFIRM_CANCELLATION = 5;
export const STEP_CONFIRM_REACTIVATION = 6;

/** "Visa •••• 4242": a subscription's card in words. */
function cardWords(card: NonNullable<Subscription['card']>): { brand: string; lastFour: string } {
  return { brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), lastFour: card.lastFour };
}

function useFailure(error: unknown): string | null {
  const { i18n } = useTranslation();
  if (!error) return null;
  const failure = failureView(error);
  return translateDynamic(i18n, failure.key, failure.fallback);
}

function SubscriptionItem({ item, offline }: { item: Subscription; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<number | null>(null);
  const action = useMutation(
    (kind: 'cancel' | 'reactivate') => (kind === 'cancel' ? cancelSubscription : reactivateSubscription)(http, item.id),
    {
      onSuccess: () => {
        setStep(null);
        void revalidator.revalidate();
      },
    },
  );
  const error = useFailure(action.error);
  const price = t(`subscriptionPeriod${item.period}`, { price: formatPrice(item.price, locale) });
  const end = formatBillingDate(item.periodEnd, locale);
  const titleId = `subscription-${item.id}`;
  const changeCard = useHref('paymentUpdate', undefined, { query: { subscription: item.id } });
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="subscription"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        {item.name}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0 } }}>
        <dt>{t('subscriptionStatus')}</dt>
        <dd data-testid="subscription-status">{t(`subscriptionStatus${item.status}`)}</dd>
        <dt>{t('subscriptionPrice')}</dt>
        <dd data-testid="subscription-price">{price}</dd>
        {item.nextBillingDate && (
          <>
            <dt>{t('subscriptionNextBilling')}</dt>
            <dd data-testid="subscription-next-billing">
              {formatBillingDate(item.nextBillingDate, locale)}
              {item.nextPrice && ` (${t('subscriptionNextPrice', { price: formatPrice(item.nextPrice, locale) })})`}
            </dd>
          </>
        )}
        {item.freeTrialEndsAt && item.status !== 'EXPIRED' && Date.parse(item.freeTrialEndsAt) > Date.now() && (
          <>
            <dt>{t('subscriptionTrial')}</dt>
            <dd data-testid="subscription-trial">
              {t('subscriptionTrialUntil', { date: formatBillingDate(item.freeTrialEndsAt, locale) })}
            </dd>
          </>
        )}
        {item.status !== 'EXPIRED' && (
          <>
            <dt>{t('subscriptionCard')}</dt>
            <dd data-testid="subscription-card">
              {item.card ? t('subscriptionCardValue', cardWords(item.card)) : t('subscriptionCardNone')}
            </dd>
          </>
        )}
      </Box>
      {item.status === 'CANCELLED' && item.active && (
        <Typography sx={{ mt: 1 }} data-testid="subscription-active-until">
          {t('subscriptionActiveUntil', { date: end })}
        </Typography>
      )}
      {item.status === 'EXPIRED' && <Typography sx={{ mt: 1 }}>{t('subscriptionEndedOn', { date: end })}</Typography>}
      <FormErrorArea message={error} />
      {step === STEP_CONFIRM_CANCELLATION && (
        <ConfirmStep
          question={t('subscriptionCancelConfirm', { name: item.name, date: end })}
          confirmLabel={t('subscriptionCancelConfirmButton')}
          keepLabel={t('subscriptionKeep')}
          onConfirm={() => void action.run('cancel')}
          onKeep={() => setStep(null)}
          disabled={offline || action.pending}
          step={STEP_CONFIRM_CANCELLATION}
          testId="confirm-cancellation"
        />
      )}
      {step === STEP_CONFIRM_REACTIVATION && (
        <ConfirmStep
          question={t('subscriptionReactivateConfirm', { name: item.name, date: end, price: formatPrice(item.price, locale) })}
          confirmLabel={t('subscriptionReactivateConfirmButton')}
          keepLabel={t('subscriptionKeep')}
          onConfirm={() => void action.run('reactivate')}
          onKeep={() => setStep(null)}
          disabled={offline || action.pending}
          step={STEP_CONFIRM_REACTIVATION}
          testId="confirm-reactivation"
        />
      )}
      {step === null && item.status === 'ACTIVE' && (
        <Button
          variant="outlined"
          color="error"
          disabled={offline}
          onClick={() => setStep(STEP_CONFIRM_CANCELLATION)}
          sx={{ mt: 1, minHeight: 44 }}
          data-testid="subscription-cancel"
        >
          {t('subscriptionCancel')}
        </Button>
      )}
      {step === null && item.status !== 'EXPIRED' && (
        <Button component={Link} to={changeCard} variant="text" sx={{ mt: 1, mr: 1, minHeight: 44 }} data-testid="subscription-change-card">
          {t('subscriptionChangeCard')}
        </Button>
      )}
      {step === null && item.status === 'CANCELLED' && item.active && (
        <Button
          variant="outlined"
          disabled={offline}
          onClick={() => setStep(STEP_CONFIRM_REACTIVATION)}
          sx={{ mt: 1, minHeight: 44 }}
          data-testid="subscription-reactivate"
        >
          {t('subscriptionReactivate')}
        </Button>
      )}
    </Box>
  );
}

function MigrationItem({ item, offline }: { item: Migration; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const answer = useMutation(
    (kind: 'confirm' | 'decline') => (kind === 'confirm' ? confirmPriceMigration : declinePriceMigration)(http, item.id),
    {
      onSuccess: () => void revalidator.revalidate(),
    },
  );
  const error = useFailure(answer.error);
  return (
    <Box component="li" data-testid="price-migration" sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 2 }}>
      <Typography>
        {t('priceMigrationText', {
          name: item.name,
          current: formatPrice(item.currentPrice, locale),
          next: formatPrice(item.newPrice, locale),
          date: formatBillingDate(item.effectiveDate, locale),
          deadline: formatBillingDate(item.consent.deadline, locale),
        })}
      </Typography>
      <FormErrorArea message={error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" disabled={offline || answer.pending} onClick={() => void answer.run('confirm')} sx={{ minHeight: 44 }}>
          {t('priceMigrationConfirm')}
        </Button>
        <Button variant="outlined" disabled={offline || answer.pending} onClick={() => void answer.run('decline')} sx={{ minHeight: 44 }}>
          {t('priceMigrationDecline')}
        </Button>
      </Box>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;

export function SubscriptionsSection({ data }: { data: SubscriptionsData }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const purchaseHref = useHref('purchase');
  // The server lists only open ones; the rule is applied again as the spec states it.
  const migrations = listedMigrations(data.priceMigrations, Date.now());
  return (
    <>
      <OfflineNotice offline={offline} />
      {migrations.length > 0 && (
        <Box component="section" aria-labelledby="price-migrations" sx={{ mb: 3 }}>
          <Typography id="price-migrations" component="h3" variant="h6" sx={{ mb: 1 }}>
            {t('priceMigrationsTitle')}
          </Typography>
          <Box component="ul" sx={listSx}>
            {migrations.map((m) => (
              <MigrationItem key={m.id} item={m} offline={offline} />
            ))}
          </Box>
        </Box>
      )}
      {data.subscriptions.length === 0 ? (
        <Box data-testid="subscriptions-empty">
          <Typography sx={{ mb: 1 }}>{t('subscriptionsEmpty')}</Typography>
          <Link to={purchaseHref}>{t('subscriptionsBrowse')}</Link>
        </Box>
      ) : (
        <Box component="ul" sx={listSx}>
          {data.subscriptions.map((s) => (
            <SubscriptionItem key={s.id} item={s} offline={offline} />
          ))}
        </Box>
      )}
    </>
  );
}
