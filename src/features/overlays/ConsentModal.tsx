// The consent modal (spec §4 "Consent"): after sign-in, the required prompts the user has not
// accepted, each a checkbox that must be ticked. Saving stores the answers (the server records
// when); a failure shows errorUpdatingTermsOfUse and keeps the modal. It cannot be dismissed —
// consent is a condition of use — but the viewer may sign out instead.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import type { ConsentPrompt } from '../../contracts/session.ts';
import { http, useHref } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { labelOrText, messageText } from '../../lib/i18n.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { useFocusMainAfterClose } from './focus-after-modal.ts';
import { saveConsentAnswers } from './api.ts';
import { consentAnswersFor } from './consent.ts';

type Values = Record<string, boolean>;

function PromptCheckbox({ control, prompt }: { control: Control<Values>; prompt: ConsentPrompt }) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name: prompt.fieldName });
  const helpId = useId();
  const message = fieldState.error?.message;
  return (
    <>
      <FormControlLabel
        label={labelOrText(i18n, prompt.label)}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(message), 'aria-describedby': message ? helpId : undefined } }}
          />
        }
      />
      {message ? (
        <FormHelperText id={helpId} error sx={{ mt: -0.5, mb: 1 }}>
          {messageText(i18n, message)}
        </FormHelperText>
      ) : null}
    </>
  );
}

export function ConsentModal({ prompts, onSaved }: { prompts: readonly ConsentPrompt[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const logout = useHref('logout');
  const titleId = useId();
  useFocusMainAfterClose();
  const schema = useMemo(
    () => z.object(Object.fromEntries(prompts.map((p) => [p.fieldName, z.boolean().refine((v) => v, 'consentRequired')]))),
    [prompts],
  );
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema,
    defaultValues: Object.fromEntries(prompts.map((p) => [p.fieldName, false])),
    submit: (values, signal) => saveConsentAnswers(http, consentAnswersFor(prompts, values), signal),
    onSuccess: onSaved,
  });
  // A failed save reads the same whatever the server said (spec §4 "failure shows an error"),
  // except for the client's own "tick this" message.
  const failed = form.formState.isSubmitted && commonError !== null && commonError !== 'consentRequired';
  return (
    <Dialog open aria-labelledby={titleId} data-testid="consent-modal">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{t('consentTitle')}</DialogTitle>
        <DialogContent>
          <FormErrorArea message={failed ? 'errorUpdatingTermsOfUse' : commonError} />
          <Typography sx={{ mb: 1 }}>{t('consentIntro')}</Typography>
          {prompts.map((prompt) => (
            <PromptCheckbox key={prompt.fieldName} control={form.control as unknown as Control<Values>} prompt={prompt} />
          ))}
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={logout} color="inherit">
            {t('logout')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('consentSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
