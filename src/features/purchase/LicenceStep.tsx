// Step 0: the realm's licences (families first), each with its price (spec §3), period and
// badge. Choosing one clears the voucher code and, for a customer, opens its basket.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/core/index.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { formatPrice } from '../../lib/format.ts';
import { STEP } from './flow.ts';
import { periodLabel, type LicenceChoice } from './licences.ts';
import type { PurchaseFlow } from './use-flow.ts';

export function LicenceStep({ flow, licences, offline }: { flow: PurchaseFlow; licences: LicenceChoice[]; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  if (licences.length === 0) {
    return (
      <Typography data-testid="purchase-empty" sx={{ py: 4 }}>
        {t('purchaseNoLicences')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('purchaseStepLicence')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {licences.map(({ licence, family, price }) => {
        const chosen = flow.state.activeLicence === licence.id;
        return (
          <Box
            component="li"
            key={licence.id}
            data-testid={`licence-${licence.id}`}
            sx={{ p: 2, borderRadius: 2, border: 2, borderColor: chosen ? 'primary.main' : 'divider' }}
          >
            {family ? (
              <Typography variant="overline" color="text.secondary">
                {family}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6">
                {licence.name}
              </Typography>
              {licence.badge ? <Chip size="small" color="secondary" label={licence.badge} /> : null}
            </Box>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {licence.description}
            </Typography>
            <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="licence-price">
              {price ? `${formatPrice(price, locale)} ${t(periodLabel(licence))}` : t('purchasePriceUnknown')}
            </Typography>
            <Button
              variant={chosen ? 'contained' : 'outlined'}
              disabled={offline}
              onClick={() => void flow.choose(licence.id, licence.name)}
              sx={{ minHeight: 44 }}
            >
              {chosen ? t('purchaseContinue') : t('purchaseChoose', { name: licence.name })}
            </Button>
          </Box>
        );
      })}
      {flow.state.errors[STEP.selectLicence] ? (
        <Box role="alert" data-testid="licence-error" sx={{ color: 'error.main' }}>
          {translateDynamic(i18n, flow.state.errors[STEP.selectLicence] ?? '', 'paymentRefused')}
        </Box>
      ) : null}
    </Box>
  );
}
