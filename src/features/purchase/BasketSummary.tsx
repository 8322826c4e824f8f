// The basket (spec §3 "Basket (v4)"): what is bought at its catalogue price, the discount, the
// tax and totals, and the estimated tax rate — or that the country's rate is not known.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../contracts/commerce.ts';
import { useLocale } from '../../lib/core/index.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatBillingDate } from '../../lib/money-format.ts';

export function BasketSummary({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const item = basket.basketItems[0];
  const rate = basket.taxRateEstimated;
  const rows: [string, string, string][] = [
    ['price', t('basketPrice'), item ? formatPrice(item.catalogPrice, locale) : ''],
    ['discount', t('basketDiscount'), `−${formatPrice(basket.totalDiscount, locale)}`],
    ['tax', t('basketTax'), formatPrice(basket.tax, locale)],
    ['total-exc-tax', t('basketTotalExcTax'), formatPrice(basket.totalExcTax, locale)],
    ['total', t('basketTotal'), formatPrice(basket.total, locale)],
  ];
  // A free trial (decision 0042): nothing today, the total when it ends.
  if (basket.freeTrial) {
    rows.push(
      ['trial', t('basketTrial'), t('basketTrialDays', { days: basket.freeTrial.days })],
      ['due-today', t('basketDueToday'), formatPrice(basket.freeTrial.dueToday, locale)],
      [
        'first-charge',
        t('basketFirstCharge', { date: formatBillingDate(basket.freeTrial.endsAt, locale) }),
        formatPrice(basket.freeTrial.firstCharge, locale),
      ],
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby="basket-title"
      data-testid="basket"
      sx={{ p: 2, mb: 3, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Typography id="basket-title" component="h2" variant="h6">
        {t('basketTitle')}
      </Typography>
      {item ? (
        <Typography sx={{ mb: 1 }} data-testid="basket-item">
          {item.name}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([id, label, value]) => (
          <Box key={id} sx={{ display: 'contents', fontWeight: id === 'total' ? 700 : 400 }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'end' }} data-testid={`basket-${id}`}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="basket-tax-rate">
        {rate.known ? t('basketTaxRate', { percent: rate.percent, country: rate.countryCode ?? '' }) : t('basketTaxRateUnknown')}
      </Typography>
    </Box>
  );
}
