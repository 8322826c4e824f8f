// Impersonation (spec §2, §4, §8): an administrator's one-time `?token=` signs in as the
// customer. The session records the state the overlay shows: loading, then loaded with the
// customer's exid, device and location, or failed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOrText } from '../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { http, updateSession } from '../../lib/core/index.ts';
import { impersonate } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { DEFAULT_TARGET, useLeave } from './navigation.ts';
import { signInWith } from './session-actions.ts';
import { Outcome, SessionPage } from './SessionPage.tsx';
import { useOnce } from './use-once.ts';

/** Signs in with the token and records the impersonation in the session. */
export async function signInAsCustomer(token: string): Promise<void> {
  updateSession((s) => ({ ...s, impersonation: { status: 'loading' } }));
  try {
    const answer = await impersonate(http, token);
    signInWith(answer);
    updateSession((s) => ({
      ...s,
      impersonation: { status: 'loaded', exid: answer.exid, device: answer.device, location: answer.location },
    }));
  } catch (error) {
    updateSession((s) => ({ ...s, impersonation: { status: 'failed' } }));
    throw error;
  }
}

export function ImpersonateScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const leave = useLeave();
  const state = useOnce(token, () => signInAsCustomer(token ?? ''));
  useEffect(() => {
    if (state.status === 'done') leave(DEFAULT_TARGET);
  }, [state.status, leave]);
  const text = !token
    ? t('impersonationFailed')
    : state.status === 'failed'
      ? labelOrText(i18n, sessionFailureKey(state.error, 'impersonate'))
      : t('impersonating');
  return (
    <SessionPage title={t('signIn')} testId="impersonate">
      <Outcome text={text} testId={!token || state.status === 'failed' ? 'impersonation-failed' : 'impersonation-pending'} />
    </SessionPage>
  );
}
