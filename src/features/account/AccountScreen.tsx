// The account page (spec §2 account, `?section=`): the viewer's summary (who is signed in, from
// the details as last seen), the list of sections, and the chosen section. The sections are
// links (a phone scrolls them sideways; the keyboard tabs through them; the current one says so
// with aria-current), so each is an address of its own that back and forward follow. Offline the
// page is what the worker kept, with the forms off and a message saying why.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useRealm, useScreenData } from '../../lib/core/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { routePath } from '../../lib/routes.ts';
import { DetailsSection } from './DetailsSection.tsx';
import type { AccountData } from './loaders.ts';
import { PartitionsSection } from './PartitionsSection.tsx';
import { PaymentDetailsSection } from './PaymentDetailsSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import type { accountScreen } from './routes.ts';
import { offeredSections, sectionLabel, type AccountSection } from './sections.ts';
import { SecuritySection } from './SecuritySection.tsx';
import { SubscriptionsSection } from './SubscriptionsSection.tsx';
import { AccountSummary } from './AccountSummary.tsx';

function SectionNav({ current }: { current: AccountSection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { realm } = useRealm();
  return (
    <Box component="nav" aria-label={t('accountSections')} sx={{ mb: 3, overflowX: 'auto' }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, pb: 0.5 }}>
        {offeredSections(realm.partitionSettings.status === 'PARTITIONED').map((section) => {
          const selected = section === current;
          return (
            <li key={section}>
              <Box
                component={Link}
                to={routePath('account', { locale, query: { section } })}
                aria-current={selected ? 'page' : undefined}
                data-testid={`account-section-${section}`}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 2,
                  borderRadius: 22,
                  border: 1,
                  borderColor: selected ? 'primary.main' : 'divider',
                  bgcolor: selected ? 'primary.main' : 'transparent',
                  color: selected ? 'primary.contrastText' : 'text.primary',
                  textDecoration: 'none',
                  whiteSpace: 'nowrap',
                  fontWeight: selected ? 700 : 400,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {t(sectionLabel(section))}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function Section({ data }: { data: AccountData }) {
  switch (data.section) {
    case 'accountdetails':
      return <DetailsSection profile={data.profile} />;
    case 'preferences':
      return <PreferencesSection preferences={data.preferences} consent={data.consent} />;
    case 'accountsecurity':
      return <SecuritySection />;
    case 'subscriptions':
      return data.subscriptions ? <SubscriptionsSection data={data.subscriptions} /> : null;
    case 'partitions':
      return data.partitions ? <PartitionsSection data={data.partitions} /> : null;
    case 'paymentdetails':
      return data.paymentDetails ? <PaymentDetailsSection data={data.paymentDetails} profile={data.profile} /> : null;
  }
}

export function AccountScreen() {
  const { t } = useTranslation();
  // The public shell never reaches here (the screen module renders it instead).
  const data = useScreenData<typeof accountScreen>() as AccountData;
  usePageTitle(`${t(sectionLabel(data.section))} - ${t('accountTitle')}`);
  return (
    <Box component="section" data-testid="account" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: 760, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {t('accountTitle')}
      </Typography>
      <AccountSummary profile={data.profile} />
      <SectionNav current={data.section} />
      <Box data-testid={`account-${data.section}`}>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {t(sectionLabel(data.section))}
        </Typography>
        <Section data={data} />
      </Box>
    </Box>
  );
}
