// Adding or renaming a profile, through the form pattern with the contract's schema.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileBody, type ViewingProfile } from '../../contracts/session.ts';
import { http } from '../../lib/core/index.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { FormTextField } from '../../ui/form/FormTextField.tsx';
import { createProfile, renameProfile } from './api.ts';

export type ProfileFormProps = {
  /** The profile to rename; a new one when absent. */
  profile?: ViewingProfile;
  onSaved: (profile: ViewingProfile) => void;
  onCancel: () => void;
};

export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, pending, commonError } = useAppForm({
    schema: profileBody,
    defaultValues: { name: profile?.name ?? '', type: profile?.type ?? 'ADULT' },
    submit: (values, signal) => (profile ? renameProfile(http, profile.id, values, signal) : createProfile(http, values, signal)),
    onSuccess: onSaved,
  });
  const type = useController({ control: form.control, name: 'type' });
  const title = profile ? t('profileRename', { name: profile.name }) : t('profileAdd');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
      <DialogContent>
        <FormErrorArea message={commonError} />
        <FormTextField control={form.control} name="name" label={t('profileName')} autoComplete="off" />
        <FormControlLabel
          label={t('profileKids')}
          control={
            <Checkbox
              checked={type.field.value === 'CHILD'}
              onChange={(event) => type.field.onChange(event.target.checked ? 'CHILD' : 'ADULT')}
              slotProps={{ input: { ref: type.field.ref } }}
            />
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('profileSave')}
        </Button>
      </DialogActions>
    </form>
  );
}
