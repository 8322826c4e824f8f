// Below 1025 px every layout collapses into this: a hamburger button and a panel sliding in
// from the left under the header, over a scrim that closes it when tapped. Open, the button
// (now "Close menu") and the panel form a modal dialog named by `label`: the wrapper takes the
// dialog role only then, so the closed menu reads as the plain button it is.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BURGER_ICON_PX } from '../../lib/layout.ts';
import { CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import { useMenuPanel } from './use-menu-panel.ts';

export const MOBILE_HEADER_PX = 56;

export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { open, toggle, close, buttonRef, panelRef, dialogRef } = useMenuPanel();
  const panelId = useId();
  return (
    <div ref={dialogRef} role={open ? 'dialog' : undefined} aria-modal={open ? true : undefined} aria-label={open ? label : undefined}>
      <IconButton
        ref={buttonRef}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="menu-button"
        sx={{ color: 'text.primary', width: 44, height: 44 }}
      >
        {open ? <CloseIcon sx={{ fontSize: BURGER_ICON_PX }} /> : <MenuIcon sx={{ fontSize: BURGER_ICON_PX }} />}
      </IconButton>
      <Box
        aria-hidden="true"
        data-testid="menu-scrim"
        onClick={() => close(true)}
        sx={{
          display: open ? 'block' : 'none',
          position: 'fixed',
          inset: 0,
          top: MOBILE_HEADER_PX,
          bgcolor: 'rgba(0, 0, 0, 0.6)',
          zIndex: (theme) => theme.zIndex.drawer - 1,
        }}
      />
      <Box
        id={panelId}
        ref={panelRef}
        data-testid="menu-panel"
        hidden={!open}
        sx={{
          display: open ? 'flex' : 'none',
          flexDirection: 'column',
          gap: 2,
          position: 'fixed',
          top: MOBILE_HEADER_PX,
          left: 0,
          bottom: 0,
          width: 'min(320px, 85vw)',
          overflowY: 'auto',
          p: 2,
          bgcolor: 'background.default',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: (theme) => theme.zIndex.drawer,
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'menu-panel-in 180ms ease-out',
            '@keyframes menu-panel-in': { from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } },
          },
        }}
      >
        {children}
      </Box>
    </div>
  );
}
