// Start-up failed with nothing cached (spec §1): the one sentence, in English because no
// labels could be loaded, and a way to try again.
import Button from '@mui/material/Button';
import { coreLabels } from '../../lib/core/labels.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function ConnectionFailed() {
  return (
    <StatusScreen
      standalone
      testId="connection-failed"
      title={coreLabels.connectionFailed}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()} data-testid="refresh">
          {coreLabels.refresh}
        </Button>
      }
    />
  );
}
