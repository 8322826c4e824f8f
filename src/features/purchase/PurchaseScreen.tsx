// The purchase page (spec §2 purchase): a stepper over the realm's order of steps (spec §2:
// licence first or account first; a customer skips the account; in a partitioned realm a viewer
// without a partition chooses one first), the basket and its voucher once there is one, and the
// current step. Offline every action is off, with a message. Where the realm sells gifts, the
// licence step links to the gifts page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { licenceOffered } from '../../contracts/partition-rules.ts';
import { useHref, useLocale, useNeedsNetwork, useRealm, useScreenData } from '../../lib/core/index.ts';
import { hrefFor } from '../../lib/core/href.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AccountStep } from './AccountStep.tsx';
import { BasketSummary } from './BasketSummary.tsx';
import { chooseLicence, initialPurchase, STEP, type PurchaseState } from './flow.ts';
import { LicenceStep } from './LicenceStep.tsx';
import type { PurchaseData } from './loaders.ts';
import { MethodStep } from './MethodStep.tsx';
import type { purchaseScreen } from './routes.ts';
import { resetPurchase } from './state.ts';
import { AddressStep, CardStep, PartitionStep, preloadPayment, VoucherBox } from './step-modules.tsx';
import { Stepper, STEP_LABEL } from './Stepper.tsx';
import { usePurchaseFlow, type PurchaseFlow } from './use-flow.ts';

function CurrentStep({ flow, data, offline }: { flow: PurchaseFlow; data: PurchaseData; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state } = flow;
  const chosen = data.licences.find((l) => l.licence.id === state.activeLicence) ?? null;
  // Decision 0042: the licences the viewer's partition is offered (every one outside a partitioned realm).
  const partition = state.partitionData ?? data.partition;
  const offered = data.licences.filter((l) => licenceOffered(l.licence, data.partitioned, partition));
  if (state.step === STEP.partitions) {
    return (
      <PartitionStep.Component
        flow={flow}
        partitions={data.partitions}
        licences={data.licences}
        signedIn={data.signedIn}
        offline={offline}
      />
    );
  }
  if (state.step === STEP.selectLicence) return <LicenceStep flow={flow} licences={offered} offline={offline} />;
  if (state.step === STEP.createAccount) {
    const query: Record<string, string> = {
      ...(state.activeLicence ? { licence: state.activeLicence } : {}),
      ...(data.from ? { from: data.from } : {}),
    };
    return (
      <AccountStep
        name={chosen?.licence.name ?? null}
        returnTo={hrefFor(locale, 'purchase', undefined, { query })}
        partition={data.partitioned ? state.partitionData : null}
      />
    );
  }
  const basket = state.basket;
  // Past the licence without a basket (a reload lost it): the licence step opens it again.
  if (!basket) return <Typography>{t('purchaseLoading')}</Typography>;
  if (state.step === STEP.paymentMethod) return <MethodStep flow={flow} basket={basket} offline={offline} />;
  if (state.step === STEP.billingAddress) return <AddressStep.Component flow={flow} basket={basket} offline={offline} />;
  return <CardStep.Component flow={flow} basket={basket} cards={data.cards} offline={offline} />;
}

/** Where the realm sells gifts, the licences lead to giving one (decision 0041). */
function GiftsLink() {
  const { t } = useTranslation();
  const to = useHref('gifts');
  return (
    <Button component={Link} to={to} variant="text" sx={{ mt: 2, minHeight: 44 }} data-testid="purchase-gifts">
      {t('giftsLink')}
    </Button>
  );
}

function Flow({ data, shown }: { data: PurchaseData; shown: PurchaseState | undefined }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const offline = useNeedsNetwork();
  const flow = usePurchaseFlow(data, shown);
  const { state } = flow;
  const paying = state.step === STEP.paymentMethod || state.step === STEP.billingAddress || state.step === STEP.card;
  const basket = paying ? state.basket : null;
  const canGoBack = data.order.indexOf(state.step) > 0;
  // Once the walk has moved on, the payment steps' chunks load while the viewer reads.
  useEffect(() => {
    if (canGoBack) void preloadPayment().catch(() => undefined);
  }, [canGoBack]);
  return (
    <>
      <Stepper order={data.order} current={state.step} />
      {offline ? (
        <Box role="status" data-testid="purchase-offline" sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'warning.main' }}>
          {t('purchaseOffline')}
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="purchase-step-title" data-testid={`purchase-step-${state.step}`}>
        <Typography id="purchase-step-title" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t(STEP_LABEL[state.step])}
        </Typography>
        {basket ? <BasketSummary basket={basket} /> : null}
        {/* One boundary: the voucher box and the step appear together, nothing moves after. */}
        <Suspense fallback={<Typography role="status">{t('purchaseLoading')}</Typography>}>
          {basket && realm.realm.hasVouchers && state.step === STEP.paymentMethod ? (
            <VoucherBox.Component flow={flow} basket={basket} offline={offline} />
          ) : null}
          <CurrentStep flow={flow} data={data} offline={offline} />
        </Suspense>
      </Box>
      {state.step === STEP.selectLicence && realm.realm.gifting === 'ENABLED' ? <GiftsLink /> : null}
      {canGoBack ? (
        <Button onClick={flow.back} sx={{ mt: 2, minHeight: 44 }} data-testid="purchase-back">
          {t('purchaseBack')}
        </Button>
      ) : null}
    </>
  );
}

/** Where a visit's walk starts: the first step, with the licence the link named already chosen. */
function startOf({ order, preselected }: PurchaseData): PurchaseState {
  const start = initialPurchase(order);
  return preselected ? chooseLicence(start, preselected, false) : start;
}

export function PurchaseScreen() {
  const { t } = useTranslation();
  // The public shell never reaches here (the screen module renders it instead).
  const data = useScreenData<typeof purchaseScreen>() as PurchaseData;
  usePageTitle(t('purchaseTitle'));
  const [ready, setReady] = useState(false);
  const visit = useLocation().key;
  const latest = useRef(data);
  latest.current = data;
  // Each visit (a navigation here) starts the walk again, with the licence the link named
  // already chosen. A revalidation of the same visit (the network back, a language switch)
  // keeps where the customer is.
  useEffect(() => {
    resetPurchase(startOf(latest.current));
    setReady(true);
  }, [visit]);
  // Until the store holds this visit's walk, the walk's start is shown: a visitor's first visit
  // is rendered by the server that way (its licences are the page's largest paint), and the
  // hydrating render draws the same.
  const start = useMemo(() => startOf(data), [data]);
  return (
    <Box component="section" data-testid="purchase" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('purchaseTitle')}
      </Typography>
      <Flow data={data} shown={ready ? undefined : start} />
    </Box>
  );
}
