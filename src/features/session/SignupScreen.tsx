// Sign-up (spec §2 signup, §5): the realm's server-provided fields with their regex and
// messages, email and password (show toggle), and the consent prompts (required ones must be
// ticked). The schema is built at run time from the loader's form. Normal providers send the
// realm's fields as meta_fields, PBR sends them directly. On success the viewer is signed in;
// an account that still lacks confirmation is told to check the email just given.
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emitAnalyticsIntent } from '../../lib/core/analytics-intents.ts';
import { http, useHref, useNeedsNetwork, useRealm } from '../../lib/core/index.ts';
import { useScreenData } from '../../lib/core/screen.ts';
import { labelOrText } from '../../lib/i18n.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormCheckbox } from '../../ui/form/FormCheckbox.tsx';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormPasswordField } from '../../ui/form/FormPasswordField.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { signup } from './api.ts';
import { sessionFailureKey } from './errors.ts';
import { useFromPath, useLeave } from './navigation.ts';
import type { signupScreen } from './routes.ts';
import { signInWith } from './session-actions.ts';
import { LinkList, Outcome, SessionPage, TextLink } from './SessionPage.tsx';
import { SignupFields } from './SignupFields.tsx';
import {
  consentName,
  signupDefaults,
  signupFields,
  signupFormField,
  signupRequest,
  usesPbr,
  withPartition,
  type SignupValues,
} from './signup-schema.ts';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { ChallengeStatus } from './ChallengeStatus.tsx';

export function SignupScreen() {
  const { t, i18n } = useTranslation();
  const { realm } = useRealm();
  const signupForm = useScreenData<typeof signupScreen>();
  const from = useFromPath();
  const leave = useLeave();
  const loginHref = useHref('login', undefined, from ? { query: { from } } : undefined);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // The sign-up form starting sets the analytics sign-up flag (spec §4), for a visitor not logged in.
  useEffect(() => emitAnalyticsIntent({ type: 'signupStarted' }), []);
  // Spec §4: sign-up in a realm without guests is a settings mistake worth telling its operator.
  const guestsAllowed = realm.guestsAllowed;
  useEffect(() => {
    if (!guestsAllowed) console.warn('Incorrect realm settings: self-registration is allowed but guests are not');
  }, [guestsAllowed]);
  // Built at the first submit, with zod (signup-validation.ts).
  const schema = useMemo(() => () => import('./signup-validation.ts').then((module) => module.buildSignupSchema(signupForm)), [signupForm]);
  const fields = useMemo(() => signupFields(signupForm), [signupForm]);
  const pbr = usesPbr(realm);
  // `?partition=`: chosen in the purchase walk before the account existed (decision 0042).
  const [params] = useSearchParams();
  const partitioned = realm.partitionSettings.status === 'PARTITIONED';
  const partition = params.get('partition');
  const offline = useNeedsNetwork();

  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: signupDefaults(signupForm),
    submit: async (values: SignupValues, signal) => {
      const request = withPartition(signupRequest(signupForm, values, pbr, from), partition, partitioned);
      const tokens = await signup(http, request, signal);
      signInWith(tokens);
      return { email: String(values.email), lacksConfirmation: tokens.lacksConfirmation };
    },
    onSuccess: (result) => (result.lacksConfirmation ? setUnconfirmed(result.email) : leave()),
    formField: (wire) => signupFormField(signupForm, wire),
    failureMessage: (error) => sessionFailureKey(error, 'signup'),
  });

  if (unconfirmed !== null) {
    return (
      <SessionPage title={t('checkYourEmail')} testId="signup-check-email">
        <Outcome text={t('confirmationSent', { email: unconfirmed })} testId="signup-confirmation-sent">
          <Button variant="contained" onClick={() => leave()}>
            {t('continueLabel')}
          </Button>
        </Outcome>
      </SessionPage>
    );
  }

  return (
    <SessionPage title={t('createAccount')} testId="signup">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('createAccount')}>
        <FormErrorArea ref={errorAreaRef} message={commonError ?? (offline ? 'offlineTryAgain' : null)} />
        <FormTextField control={form.control} name="email" label={t('emailLabel')} type="email" autoComplete="email" inputMode="email" />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('passwordLabel')}
          autoComplete="new-password"
          toggleLabel={t('showPassword')}
        />
        <SignupFields fields={fields} control={form.control} disabled={pending} />
        {signupForm.consentPrompts.map((prompt) => (
          <FormCheckbox key={prompt.fieldName} control={form.control} name={consentName(prompt)} label={labelOrText(i18n, prompt.label)} />
        ))}
        <FormSubmitButton pending={pending} offline={offline} testId="signup-submit">
          {t('createAccount')}
        </FormSubmitButton>
        <ChallengeStatus />
      </form>
      <LinkList>
        <span>
          {t('alreadyHaveAccount')}{' '}
          <TextLink to={loginHref} testId="signup-login">
            {t('signIn')}
          </TextLink>
        </span>
      </LinkList>
    </SessionPage>
  );
}
