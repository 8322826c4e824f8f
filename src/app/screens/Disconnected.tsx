// '/disconnected' (spec §2, §8): where the app goes when it was framed by another site and could
// not break out of the frame. It offers to open the site in a window of its own.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { defineScreen, useHref } from '../../lib/core/index.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

function DisconnectedScreen() {
  const { t } = useTranslation();
  const home = useHref('root');
  return (
    <StatusScreen
      testId="disconnected"
      title={t('disconnectedTitle')}
      body={t('disconnectedBody')}
      actions={
        <Button variant="contained" href={home} target="_blank" rel="noopener">
          {t('openInOwnWindow')}
        </Button>
      }
    />
  );
}

export const disconnectedScreen = defineScreen({ name: 'disconnected', Component: DisconnectedScreen });
