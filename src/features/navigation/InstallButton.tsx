// "Install app", shown while the browser offers installation (install-prompt.ts). In the phone
// menu panel it is the panel's last entry; on desktop it floats at the bottom start corner
// above the overlay dock: the bar's items are laid out (centred, in the TOP layout) before the
// offer arrives, and a control added among them later would move them (a layout shift).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { dockRoom } from '../../lib/dock-room.ts';
import { DOCK_HEIGHT_VAR } from '../../lib/layout.ts';
import { promptInstall } from './install-prompt.ts';

export function InstallButton({ floating }: { floating: boolean }) {
  const { t } = useTranslation();
  const button = (
    <Button variant={floating ? 'contained' : 'outlined'} onClick={() => void promptInstall()} data-testid="install-app">
      {t('installApp')}
    </Button>
  );
  if (!floating) return button;
  return (
    <Box
      ref={dockRoom}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        bottom: `calc(16px + var(${DOCK_HEIGHT_VAR}, 0px))`,
        zIndex: 'speedDial',
      }}
    >
      {button}
    </Box>
  );
}
