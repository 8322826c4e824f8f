// The gift redemption page (spec §2 giftRedemption, decision 0040): enter the redemption id (or
// follow the mailed link, which carries it as `?id=`), see the gift, redeem it, and read until
// when it is yours. Redeeming needs the network (useNeedsNetwork); a gift already redeemed or an
// unknown id says so.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { z as zod } from 'zod';
import type { giftRedeemed } from '../../contracts/gifts.ts';
import { http, useHref, useLocale, useMutation, useNeedsNetwork, useScreenData } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { routePath } from '../../lib/routes.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { formatBillingDate } from '../../lib/money-format.ts';
import { redeemGift } from './api.ts';
import type { GIFT_SIGNED_OUT } from './loaders.ts';
import { type Redemption, type RedemptionData } from './loaders.ts';
import { redemptionId } from './redemption-id.ts';
import type { giftRedemptionScreen } from './routes.ts';

const lookupSchema = z.object({
  redemptionId: z.string().refine((value) => redemptionId(value) !== null, 'giftRedemptionIdInvalid'),
});

function Lookup({ initial, offline }: { initial: string; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: lookupSchema,
    defaultValues: { redemptionId: initial },
    submit: async (values) => {
      await navigate(routePath('giftRedemption', { locale, query: { id: redemptionId(values.redemptionId) ?? '' } }));
    },
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('giftRedemptionFind')} sx={{ mb: 3 }}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormTextField control={form.control} name="redemptionId" label={t('giftRedemptionId')} autoComplete="off" disabled={offline} />
      <FormSubmitButton pending={pending} offline={offline} testId="gift-find">
        {t('giftRedemptionFind')}
      </FormSubmitButton>
    </Box>
  );
}

function Gift({ gift, offline }: { gift: Redemption; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const homeHref = useHref('home');
  const [done, setDone] = useState<zod.infer<typeof giftRedeemed> | null>(null);
  const redeem = useMutation(() => redeemGift(http, gift.id), { onSuccess: setDone });
  const failure = redeem.error ? failureView(redeem.error) : null;
  const length = t(`giftRedemptionPeriod${gift.period}`, { count: gift.numberOfPeriods });
  return (
    <Box
      component="section"
      aria-labelledby="gift-name"
      data-testid="gift"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="gift-name" component="h2" variant="h5">
        {gift.name}
      </Typography>
      <Typography data-testid="gift-length" sx={{ fontWeight: 700 }}>
        {length}
      </Typography>
      <Typography color="text.secondary">{gift.description}</Typography>
      {gift.note && (
        <Box component="figure" sx={{ m: 0, mt: 2 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {t('giftRedemptionNote')}
          </Typography>
          <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }} data-testid="gift-note">
            {gift.note}
          </Typography>
        </Box>
      )}
      <FormErrorArea message={failure ? translateDynamic(i18n, failure.key, failure.fallback) : null} />
      <Box role="status" data-testid="gift-status" sx={{ mt: 2 }}>
        {done
          ? t('giftRedeemed', { name: gift.name, date: formatBillingDate(done.entitlement.expiresAt ?? '', locale) })
          : gift.redeemed
            ? t('giftAlreadyRedeemed')
            : null}
      </Box>
      {done ? (
        <Button component={Link} to={homeHref} variant="contained" sx={{ mt: 2, minHeight: 44 }}>
          {t('home')}
        </Button>
      ) : (
        !gift.redeemed && (
          <Button
            variant="contained"
            disabled={offline || redeem.pending}
            onClick={() => void redeem.run(undefined)}
            sx={{ mt: 2, minHeight: 44 }}
            data-testid="gift-redeem"
          >
            {t('giftRedeem')}
          </Button>
        )
      )}
    </Box>
  );
}

export function GiftRedemptionScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const offline = useNeedsNetwork();
  const data = useScreenData<typeof giftRedemptionScreen>() as RedemptionData | typeof GIFT_SIGNED_OUT;
  usePageTitle(t('giftRedemptionTitle'));
  if ('signedOut' in data) {
    return (
      <StatusScreen
        title={t('giftRedemptionTitle')}
        body={t('giftRedemptionSignIn')}
        testId="gift-sign-in"
        actions={
          <Button component={Link} variant="contained" to={routePath('login', { locale })} sx={{ minHeight: 44 }}>
            {t('signIn')}
          </Button>
        }
      />
    );
  }
  return (
    <Box component="section" data-testid="gift-redemption" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('giftRedemptionTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('giftRedemptionIntro')}
      </Typography>
      <Lookup key={data.id ?? ''} initial={data.id ?? ''} offline={offline} />
      {data.problem && (
        <Typography role="alert" data-testid="gift-problem">
          {t(data.problem)}
        </Typography>
      )}
      {data.gift && <Gift key={data.gift.id} gift={data.gift} offline={offline} />}
    </Box>
  );
}
