// Account details (section accountdetails): the viewer's details from GET /user/profile, edited
// through the form pattern and saved with PUT /user/profile (only what changed). The server's
// refusals land on their fields, the first in the common area; success says so in a status
// region and the page's data is read again (the summary shows the new name). A new email is not
// taken at once: the server mails it a link, and the message says where to look.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { UserProfile } from '../../contracts/session.ts';
import { http, useNeedsNetwork } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { saveProfile } from './api.ts';
import { detailsFormField, detailsSchema, detailsUpdate, detailsValues } from './details-schema.ts';
import { OfflineNotice } from './OfflineNotice.tsx';
import { SavedStatus } from './SavedStatus.tsx';

/** A taken address is a 409 naming no field: the spec's sentence for it. */
function detailsFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 409) return 'confirmedUserAlreadyExists';
  return failureView(error).key;
}

export function DetailsSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const offline = useNeedsNetwork();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, onSubmit, pending, commonError, errorAreaRef } = useAppForm({
    schema: detailsSchema,
    defaultValues: detailsValues(profile),
    submit: (values, signal) => {
      setSaved(null);
      return saveProfile(http, detailsUpdate(values, profile), signal);
    },
    onSuccess: (next) => {
      form.reset(detailsValues(next));
      setSaved(next.pendingContactEmail ? t('detailsEmailSent', { email: next.pendingContactEmail }) : t('detailsSaved'));
      void revalidator.revalidate();
    },
    formField: detailsFormField,
    failureMessage: detailsFailure,
  });
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('accountSectionAccountdetails')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('detailsIntro')}
      </Typography>
      <OfflineNotice offline={offline} />
      <FormErrorArea ref={errorAreaRef} message={commonError} />
      <FormTextField control={control} name="contactEmail" label={t('detailsEmail')} type="email" autoComplete="email" disabled={offline} />
      <FormTextField control={control} name="fullName" label={t('detailsFullName')} autoComplete="name" disabled={offline} />
      <FormTextField control={control} name="preferredName" label={t('detailsPreferredName')} autoComplete="nickname" disabled={offline} />
      <FormTextField control={control} name="birthDate" label={t('detailsBirthDate')} type="date" autoComplete="bday" disabled={offline} />
      <FormTextField control={control} name="taxNumber" label={t('detailsTaxNumber')} autoComplete="off" disabled={offline} />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('detailsPhoneNumber')}
        type="tel"
        autoComplete="tel"
        disabled={offline}
      />
      <FormSubmitButton pending={pending} offline={offline} testId="details-save">
        {t('detailsSave')}
      </FormSubmitButton>
      <SavedStatus message={saved} testId="details-saved" />
    </Box>
  );
}
