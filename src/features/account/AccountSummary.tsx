// Who is signed in, from the details as last seen (offline: as the worker kept them): the name
// the viewer goes by, the sign-in email, and an address change still waiting for its link.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../contracts/session.ts';

export function AccountSummary({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const name = profile.name.preferredName || profile.name.fullName;
  return (
    <Box data-testid="account-summary" sx={{ mb: 3 }}>
      <Typography sx={{ fontWeight: 700 }} data-testid="account-summary-name">
        {name ?? t('accountNameMissing')}
      </Typography>
      <Typography color="text.secondary" data-testid="account-summary-email">
        {t('accountSignedInAs', { email: profile.contactEmail })}
      </Typography>
      {profile.pendingContactEmail ? (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="account-email-pending">
          {t('accountEmailPending', { email: profile.pendingContactEmail })}
        </Typography>
      ) : null}
    </Box>
  );
}
