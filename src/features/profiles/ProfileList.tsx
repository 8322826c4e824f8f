// The account's profiles as buttons: choosing one switches to it; in manage mode each has
// rename and delete instead. The current profile is marked, kids profiles carry a badge.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ViewingProfile } from '../../contracts/session.ts';

export type ProfileListProps = {
  profiles: readonly ViewingProfile[];
  currentId: string | null;
  managing: boolean;
  busy: boolean;
  onSelect: (profile: ViewingProfile) => void;
  onRename: (profile: ViewingProfile) => void;
  onDelete: (profile: ViewingProfile) => void;
};

export function ProfileList({ profiles, currentId, managing, busy, onSelect, onRename, onDelete }: ProfileListProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" data-testid="profile-list" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {profiles.map((profile) => {
        const current = profile.id === currentId;
        const face = (
          <>
            <Avatar aria-hidden sx={{ bgcolor: profile.avatarColour, color: '#fff' }}>
              {profile.name.charAt(0).toUpperCase()}
            </Avatar>
            <Typography sx={{ flex: 1, textAlign: 'start' }}>{profile.name}</Typography>
            {profile.type === 'CHILD' ? <Chip size="small" label={t('profileKidsBadge')} /> : null}
            {current ? <Chip size="small" color="primary" label={t('profileCurrent')} /> : null}
          </>
        );
        return (
          <Box
            component="li"
            key={profile.id}
            data-testid={`profile-${profile.name}`}
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            {managing ? (
              <>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flex: 1, p: 1 }}>{face}</Box>
                <Button size="small" onClick={() => onRename(profile)} aria-label={t('profileRename', { name: profile.name })}>
                  {t('rename')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={current}
                  onClick={() => onDelete(profile)}
                  aria-label={t('profileDelete', { name: profile.name })}
                >
                  {t('delete')}
                </Button>
              </>
            ) : (
              <ButtonBase
                onClick={() => onSelect(profile)}
                disabled={busy}
                aria-current={current ? 'true' : undefined}
                sx={{
                  flex: 1,
                  display: 'flex',
                  gap: 1.5,
                  p: 1,
                  borderRadius: 1,
                  justifyContent: 'flex-start',
                  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {face}
              </ButtonBase>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
