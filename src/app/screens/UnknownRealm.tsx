// A /realm/{name} URL for a realm the server does not know: say so and point to the directory.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { buildHref } from '../../lib/routes.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function UnknownRealm() {
  const { t } = useTranslation();
  usePageTitle(t('unknownRealmTitle'));
  return (
    <StatusScreen
      standalone
      testId="unknown-realm"
      title={t('unknownRealmTitle')}
      body={t('unknownRealmBody')}
      actions={
        <Button variant="contained" href={buildHref('', 'root')}>
          {t('chooseRealm')}
        </Button>
      }
    />
  );
}
