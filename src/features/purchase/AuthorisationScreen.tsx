// The payment authorisation route (spec §2): the bank's step a payment asked for (the test
// provider's code is 123456). Confirmed, the payment is made and the page moves on to the
// confirmation; a wrong code declines it, and the pay page pays the basket another way.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { emitAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { http, useHref, useLocale, useNeedsNetwork, useScreenData } from '../../lib/core/index.ts';
import { hrefFor } from '../../lib/core/href.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { authorisePayment } from './api.ts';
import type { AuthorisationData } from './loaders.ts';
import { paymentFailureKey } from './payment-outcome.ts';
import type { paymentAuthorizationScreen } from './routes.ts';
import { usePurchaseState } from './state.ts';

const loadSchema = () => import('./card-schema.ts').then((m) => m.authorisationSchema);

function AuthorisationForm({ paymentId, basketId, from }: { paymentId: string; basketId: string; from: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const offline = useNeedsNetwork();
  const licenceName = usePurchaseState().basket?.basketItems[0]?.name ?? '';
  const payHref = useHref('pay', undefined, { query: { basket: basketId, ...(from ? { from } : {}) } });
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: loadSchema,
    defaultValues: { code: '' },
    submit: (values, signal) => authorisePayment(http, paymentId, values.code, signal),
    onSuccess: (answer) => {
      emitAnalyticsIntent({ type: 'purchaseCompleted', licence: licenceName, transactionId: answer.paymentId });
      void navigate(hrefFor(locale, 'paymentConfirmation', undefined, { query: { basket: basketId, ...(from ? { from } : {}) } }), {
        replace: true,
      });
    },
    failureMessage: paymentFailureKey,
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('authorisationTitle')}>
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormTextField
        control={form.control}
        name="code"
        label={t('authorisationCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        disabled={offline}
      />
      <FormSubmitButton pending={pending} offline={offline} testId="authorisation-submit">
        {t('authorisationSubmit')}
      </FormSubmitButton>
      {commonError ? (
        // Declined: the basket is still open, and the pay page pays it with another card.
        <Button component={Link} to={payHref} sx={{ mt: 1, minHeight: 44 }} data-testid="authorisation-pay-another-way">
          {t('authorisationPayAnotherWay')}
        </Button>
      ) : null}
    </Box>
  );
}

export function AuthorisationScreen() {
  const { t } = useTranslation();
  const data = useScreenData<typeof paymentAuthorizationScreen>() as AuthorisationData;
  const purchase = useHref('purchase');
  usePageTitle(t('authorisationTitle'));
  return (
    <Box component="section" data-testid="payment-authorisation" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('authorisationTitle')}
      </Typography>
      {data.paymentId && data.basketId ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('authorisationIntro')}</Typography>
          <AuthorisationForm paymentId={data.paymentId} basketId={data.basketId} from={data.from} />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('authorisationMissing')}</Typography>
          <Button component={Link} to={purchase} variant="outlined">
            {t('purchaseTitle')}
          </Button>
        </>
      )}
    </Box>
  );
}
