// Logout (spec §2, §4): signs out (the core keeps cookie agreement and the smart banner), then
// goes to the default target when the realm lets visitors in, else to sign-in.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useRealm } from '../../lib/core/index.ts';
import { DEFAULT_TARGET, useLeave } from './navigation.ts';
import { signOutNow } from './session-actions.ts';
import { Outcome, SessionPage } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';

export function LogoutScreen() {
  const { t } = useTranslation();
  const { realm } = useRealm();
  const loginHref = useHref('login');
  const leave = useLeave();
  const state = useOnce('logout', signOutNow);
  useEffect(() => {
    if (state.status !== 'pending') leave(realm.guestsAllowed ? DEFAULT_TARGET : loginHref);
  }, [state.status, leave, realm.guestsAllowed, loginHref]);
  return (
    <SessionPage title={t('logout')} testId="logout">
      <Outcome text={t('signingOut')} testId="logout-pending" />
    </SessionPage>
  );
}
