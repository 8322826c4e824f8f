// The common error area, email and password of the two sign-in forms (login and the OAuth
// /authorize form), which ask for the same credentials the same way.
import { memo, type Ref } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../lib/i18n.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormPasswordField } from '../../ui/form/FormPasswordField.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';

export type Credentials = { email: string; password: string };

type Props = {
  control: Control<Credentials>;
  errorAreaRef: Ref<HTMLDivElement>;
  message: Message | null;
};

// Memoised: the form library re-renders the form's owner synchronously right after it mounts
// (its ready flag, set in a layout effect), which on a hydrating page is one long task; these
// props do not change then, so the fields are not rendered again.
export const CredentialFields = memo(function CredentialFields({ control, errorAreaRef, message }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormErrorArea ref={errorAreaRef} message={message} />
      <FormTextField control={control} name="email" label={t('emailLabel')} type="email" autoComplete="username" inputMode="email" />
      <FormPasswordField
        control={control}
        name="password"
        label={t('passwordLabel')}
        autoComplete="current-password"
        toggleLabel={t('showPassword')}
      />
    </>
  );
});
