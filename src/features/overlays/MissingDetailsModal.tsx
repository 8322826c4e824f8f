// The missing-profile-details modal (spec §4, §5): exactly the fields the server says are
// missing, validated by missing-details.ts; the submit button stays disabled while any field
// has an error; the server's message shows in the form's error area when saving fails. The
// viewer may put it off (Escape, "Not now") until the next sign-in.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MissingField, MissingInformation } from '../../contracts/session.ts';
import { http } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { useFocusMainAfterClose } from './focus-after-modal.ts';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { updateProfile } from './api.ts';
import { missingDetailsSchema, profileUpdateFor } from './missing-details.ts';

const INPUTS: Record<MissingField, { type: 'text' | 'tel'; autoComplete: string }> = {
  fullName: { type: 'text', autoComplete: 'name' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  birthDate: { type: 'text', autoComplete: 'bday' },
  taxNumber: { type: 'text', autoComplete: 'off' },
};

export type MissingDetailsModalProps = {
  info: Pick<MissingInformation, 'missingFields' | 'patterns'>;
  onSaved: () => void;
  onLater: () => void;
};

export function MissingDetailsModal({ info, onSaved, onLater }: MissingDetailsModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useFocusMainAfterClose();
  const schema = useMemo(() => missingDetailsSchema(info), [info]);
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema,
    defaultValues: Object.fromEntries(info.missingFields.map((f) => [f, ''])),
    submit: (values, signal) => updateProfile(http, profileUpdateFor(values), signal),
    onSuccess: onSaved,
  });
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  const control = form.control as unknown as Control<FieldValues>;
  return (
    <Dialog open onClose={onLater} aria-labelledby={titleId} data-testid="missing-details-modal" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{t('missingDetailsTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('missingDetailsIntro')}</Typography>
          <FormErrorArea message={commonError} />
          {info.missingFields.map((name) => (
            <FormTextField key={name} control={control} name={name} label={t(name)} {...INPUTS[name]} />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onLater} color="inherit">
            {t('missingDetailsLater')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || hasErrors}>
            {t('missingDetailsSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
