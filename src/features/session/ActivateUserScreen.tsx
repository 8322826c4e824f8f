// Activate user (spec §2, `/activate/{id}`): shows the pending activation (the address it is
// for) and an Activate button that activates the account and signs the viewer in.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { http, useHref, useMutation } from '../../lib/core/index.ts';
import { useScreenData } from '../../lib/core/screen.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { activate } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { useLeave } from './navigation.ts';
import type { activateUserScreen } from './routes.ts';
import { signInWith } from './session-actions.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';

export function ActivateUserScreen() {
  const { t } = useTranslation();
  const pending = useScreenData<typeof activateUserScreen>();
  const leave = useLeave();
  const loginHref = useHref('login');
  const activation = useMutation(
    async (id: string, signal: AbortSignal) => {
      signInWith(await activate(http, id, signal));
    },
    { onSuccess: () => leave() },
  );

  return (
    <SessionPage title={t('activateTitle')} testId="activate-user">
      {pending === null ? (
        <Outcome text={t('activationInvalid')} testId="activation-invalid" />
      ) : (
        <>
          <FormErrorArea message={activation.error ? sessionFailureKey(activation.error, 'activation') : null} />
          <Outcome text={t('activationPending', { email: pending.contactEmail })} testId="activation-pending">
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={activation.pending}
              onClick={() => void activation.run(pending.id)}
              data-testid="activate-submit"
            >
              {t('activateButton')}
            </Button>
          </Outcome>
        </>
      )}
      <LinkList>
        <TextLink to={loginHref}>{t('signIn')}</TextLink>
      </LinkList>
    </SessionPage>
  );
}
