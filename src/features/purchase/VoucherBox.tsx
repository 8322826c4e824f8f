// The voucher box (spec §2, §8): a field and an apply button (disabled while empty or while a
// code is tried), the refusal shown only while the field holds the code last tried, and a remove
// link once one is applied. Realms without vouchers (hasVouchers false) do not show it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Basket } from '../../contracts/commerce.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { showVoucherInvalid, STEP, voucherApplyDisabled } from './flow.ts';
import type { PurchaseFlow } from './use-flow.ts';

export function VoucherBox({ flow, basket, offline }: { flow: PurchaseFlow; basket: Basket; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const [entered, setEntered] = useState('');
  const { state } = flow;
  if (basket.voucher) {
    return (
      <Box data-testid="voucher-applied" sx={{ mb: 3, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t('voucherApplied', { code: basket.voucher.code, name: basket.voucher.name })}</Typography>
        <Button
          variant="text"
          disabled={offline}
          onClick={() => {
            setEntered('');
            void flow.dropVoucher(basket);
          }}
          sx={{ minHeight: 44 }}
        >
          {t('voucherRemove')}
        </Button>
      </Box>
    );
  }
  const invalid = showVoucherInvalid(entered, state);
  const message = state.errors[STEP.paymentMethod];
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('voucherLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!voucherApplyDisabled(entered, state) && !offline) void flow.tryVoucher(basket, entered.trim());
      }}
      sx={{ mb: 3, display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label={t('voucherLabel')}
        value={entered}
        onChange={(event) => setEntered(event.target.value)}
        size="small"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', 'data-testid': 'voucher-input' } }}
        error={invalid}
        helperText={invalid ? translateDynamic(i18n, message ?? 'voucherInvalid', 'voucherInvalid') : undefined}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={offline || voucherApplyDisabled(entered, state)}
        sx={{ minHeight: 40 }}
        data-testid="voucher-apply"
      >
        {t('voucherApply')}
      </Button>
    </Box>
  );
}
