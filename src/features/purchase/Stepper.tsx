// Where the customer is in the walk: the steps in the realm's order, the current one marked
// (aria-current="step"), and "step n of m" for a phone too narrow to show every name.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { STEP, type Step } from './flow.ts';

export const STEP_LABEL = {
  [STEP.selectLicence]: 'purchaseStepLicence',
  [STEP.createAccount]: 'purchaseStepAccount',
  [STEP.paymentMethod]: 'purchaseStepMethod',
  [STEP.billingAddress]: 'purchaseStepAddress',
  [STEP.card]: 'purchaseStepCard',
  [STEP.partitions]: 'purchaseStepPartition',
} as const satisfies Record<Step, string>;

export function Stepper({ order, current }: { order: readonly Step[]; current: Step }) {
  const { t } = useTranslation();
  const at = order.indexOf(current);
  return (
    <Box component="nav" aria-label={t('purchaseSteps')} sx={{ mb: 3 }}>
      <Typography variant="body2" color="text.secondary" data-testid="purchase-step-count">
        {t('purchaseStepOf', { current: at + 1, total: order.length })}
      </Typography>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, mt: 1 }}>
        {order.map((step, i) => (
          <Box
            component="li"
            key={step}
            aria-current={step === current ? 'step' : undefined}
            data-step={step}
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 2,
              border: 1,
              borderColor: step === current ? 'primary.main' : 'divider',
              fontWeight: step === current ? 700 : 400,
              color: i < at ? 'text.secondary' : 'text.primary',
              fontSize: 14,
            }}
          >
            {t(STEP_LABEL[step])}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
