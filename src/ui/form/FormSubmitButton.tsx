// The submit button every form ends with: full width and large (a thumb-sized target on a
// phone), disabled while the submission is pending so it cannot be sent twice, and while
// offline (`offline`: the form says why in its message area).
import Button from '@mui/material/Button';
import { memo, type ReactNode } from 'react';

// Memoised like the fields (see CredentialFields): its props are the same in the form's re-render
// after mounting.
export const FormSubmitButton = memo(function FormSubmitButton({
  pending,
  offline = false,
  testId,
  children,
}: {
  pending: boolean;
  offline?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={pending || offline} sx={{ mt: 2 }} data-testid={testId}>
      {children}
    </Button>
  );
});
