// Spec §5, §7: an answer with `block-reason: VPN` shows the VPN message with a logout action.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_VPN } from '../contracts/headers.ts';
import { dismissBlock, signOut, useBlockReason } from '../lib/core/index.ts';

export function VpnBlocked() {
  const { t } = useTranslation();
  const reason = useBlockReason();
  const [busy, setBusy] = useState(false);
  const open = reason === BLOCK_REASON_VPN;

  async function logout() {
    setBusy(true);
    await signOut(null, { force: true });
    setBusy(false);
    dismissBlock();
  }

  return (
    <Dialog open={open} aria-describedby="vpn-message" data-testid="vpn-blocked">
      <DialogContent>
        <DialogContentText id="vpn-message">{t('vpnErrorMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void logout()} disabled={busy} data-testid="vpn-logout">
          {t('vpnSignOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
