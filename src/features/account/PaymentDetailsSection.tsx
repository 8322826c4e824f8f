// Payment details (section paymentdetails): saved cards, the payment history, the billing
// addresses (ZZ, an address with no country yet, left out) each editable, and the billing
// details. Offline: the cards and addresses the worker kept, the history's own offline state,
// every action off with the section's message (useNeedsNetwork).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../contracts/session.ts';
import { useNeedsNetwork } from '../../lib/core/index.ts';
import { AddressForm } from './AddressForm.tsx';
import { listedAddresses } from './billing-logic.ts';
import { CardsList } from './CardsList.tsx';
import type { PaymentDetailsData } from './loaders.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';

type Address = PaymentDetailsData['addresses'][string];

function AddressItem({ address, offline }: { address: Address; offline: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const lines = [address.line1, address.city, address.postalCode, address.countryCode].filter(Boolean).join(', ');
  return (
    <Box component="li" data-testid="address" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography>
        {lines}
        {address.default && ` · ${t('addressDefault')}`}
      </Typography>
      {editing ? (
        <AddressForm kind="address" address={address} offline={offline} onSaved={() => setEditing(false)} />
      ) : (
        <Button disabled={offline} onClick={() => setEditing(true)} sx={{ minHeight: 44 }} data-testid="address-edit">
          {t('addressEdit')}
        </Button>
      )}
    </Box>
  );
}

export function PaymentDetailsSection({ data, profile }: { data: PaymentDetailsData; profile: UserProfile }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const addresses = listedAddresses(data.addresses);
  const defaultAddress = addresses.find((a) => a.default) ?? null;
  return (
    <>
      <OfflineNotice offline={offline} />
      <CardsList first={data.cards} offline={offline} />
      <PaymentHistory offline={offline} />
      <Box component="section" aria-labelledby="addresses-title" data-testid="addresses" sx={{ mb: 4 }}>
        <Typography id="addresses-title" component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('addressesTitle')}
        </Typography>
        {addresses.length === 0 ? (
          <Typography>{t('addressesEmpty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {addresses.map((a) => (
              <AddressItem key={a.id} address={a} offline={offline} />
            ))}
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="billing-details-title" data-testid="billing-details">
        <Typography id="billing-details-title" component="h3" variant="h6">
          {t('billingDetailsTitle')}
        </Typography>
        <Typography color="text.secondary">{t('billingDetailsIntro')}</Typography>
        <AddressForm
          key={defaultAddress?.id ?? 'new'}
          kind="billingDetails"
          address={defaultAddress}
          taxNumber={profile.taxNumber ?? null}
          offline={offline}
        />
      </Box>
    </>
  );
}
