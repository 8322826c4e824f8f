// The profile switcher (spec §2 hash markers #profiles and #profilesFromLogin; the account
// item opens it when profile configuration is not NONE), mounted once by the shell. It opens
// for a signed-in viewer when the hash asks and the realm has profiles; closing it (Escape,
// the close button) removes the hash, and the dialog returns the focus to what opened it.
import { Suspense, lazy } from 'react';
import { useHashMarker, useRealm, useViewer } from '../../lib/core/index.ts';

const ProfileDialog = lazy(() => import('./ProfileDialog.tsx').then((m) => ({ default: m.ProfileDialog })));

/** Mounted once by the shell; opens for a signed-in viewer when the hash asks and profiles are on. */
export function ProfileSwitcher() {
  const { marker, close } = useHashMarker();
  const { role } = useViewer();
  const { realm } = useRealm();
  const requested = marker === 'profiles' || marker === 'profilesFromLogin';
  const open = requested && realm.profileConfiguration.status !== 'NONE' && (role === 'CUSTOMER' || role === 'ADMIN');
  return open ? (
    <Suspense fallback={null}>
      <ProfileDialog onClose={close} />
    </Suspense>
  ) : null;
}
