// Marketing preferences (spec §4 "Marketing preferences: submitting, then submitted"): the
// realm's optional consent prompts with the viewer's saved answers, saved together with PUT
// /consent-prompt through the form pattern. Required prompts (the terms) are not offered: they
// were accepted to use the service, and the server refuses withdrawing them. A realm whose
// prompts are all required shows nothing here.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ConsentPrompt } from '../../contracts/session.ts';
import { http } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { labelOrText } from '../../lib/i18n.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormCheckbox } from '../../ui/form/FormCheckbox.tsx';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { saveConsentAnswers } from './api.ts';
import type { ConsentState } from './loaders.ts';
import { SavedStatus } from './SavedStatus.tsx';

export function ConsentPreferences({ consent, offline }: { consent: ConsentState; offline: boolean }) {
  const optional = useMemo(() => consent.prompts.filter((prompt) => !prompt.required), [consent.prompts]);
  if (optional.length === 0) return null;
  return <ConsentForm prompts={optional} answers={consent.answers} offline={offline} />;
}

function ConsentForm({ prompts, answers, offline }: { prompts: ConsentPrompt[]; answers: ConsentState['answers']; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const schema = useMemo(() => z.object(Object.fromEntries(prompts.map((prompt) => [prompt.fieldName, z.boolean()]))), [prompts]);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema,
    defaultValues: Object.fromEntries(prompts.map((prompt) => [prompt.fieldName, answers[prompt.fieldName] ?? false])),
    submit: (values, signal) => {
      setSubmitted(false);
      const body = prompts.map((prompt) => ({ promptField: prompt.fieldName, answer: values[prompt.fieldName] === true }));
      return saveConsentAnswers(http, body, signal);
    },
    onSuccess: () => setSubmitted(true),
    failureMessage: (error) => failureView(error).key,
  });
  const status = pending ? t('marketingSubmitting') : submitted ? t('marketingSubmitted') : null;
  return (
    <Box component="section" aria-labelledby="preferences-marketing" data-testid="preferences-marketing">
      <Typography id="preferences-marketing" component="h3" variant="h6">
        {t('marketingTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('marketingIntro')}
      </Typography>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('marketingTitle')}>
        <FormErrorArea ref={errorAreaRef} message={commonError} />
        {prompts.map((prompt) => (
          <FormCheckbox
            key={prompt.fieldName}
            control={form.control}
            name={prompt.fieldName}
            label={labelOrText(i18n, prompt.label)}
            disabled={offline}
          />
        ))}
        <FormSubmitButton pending={pending} offline={offline} testId="marketing-save">
          {t('marketingSave')}
        </FormSubmitButton>
        <SavedStatus message={status} testId="marketing-status" />
      </form>
    </Box>
  );
}
