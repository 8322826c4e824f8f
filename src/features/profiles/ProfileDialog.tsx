// The profile switcher's dialog (spec §2): the account's profiles; choosing one switches to it
// — with the parental PIN when the server asks for it — and signs in with the tokens it
// answers; manage mode adds, renames and deletes profiles and sets the parental PIN. Loaded
// on first open (forms and schemas stay out of the first chunk).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthTokens, ViewingProfile } from '../../contracts/session.ts';
import { http, showToast, useHref, useMutation, useSession } from '../../lib/core/index.ts';
import { failureView } from '../../lib/error-message.ts';
import { translateDynamic } from '../../lib/i18n.ts';
import { FormErrorArea } from '../../ui/form/FormErrorArea.tsx';
import { deleteProfile, loadProfiles, selectProfile } from './api.ts';
import { ParentalPinForm } from './ParentalPinForm.tsx';
import { pinChallenge, type PinChallenge } from './pin.ts';
import { PinPrompt } from './PinPrompt.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileList } from './ProfileList.tsx';
import { signInWithProfile } from './sign-in.ts';

type View =
  | { kind: 'list' }
  | { kind: 'pin'; profile: ViewingProfile; challenge: PinChallenge }
  | { kind: 'add' }
  | { kind: 'rename'; profile: ViewingProfile }
  | { kind: 'delete'; profile: ViewingProfile }
  | { kind: 'parental' };

type Loaded = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; profiles: ViewingProfile[] };

function useProfiles() {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadProfiles(http, controller.signal).then(
      (profiles) => setState({ status: 'ready', profiles }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}

export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const current = useSession().claims?.pro ?? null;
  const currentId = current?.id ?? null;
  // Managing profiles and the PIN is for adult profiles (the server refuses a kids profile).
  const mayManage = current?.type !== 'c';
  const accountHref = useHref('account');
  const { state, reload } = useProfiles();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [managing, setManaging] = useState(false);
  const paperRef = useRef<HTMLDivElement>(null);
  // A view swapped in removes the button that was focused: keep the keyboard in the dialog, on
  // its first field or button, rather than on <body> where Escape and Tab would be lost.
  useEffect(() => {
    const paper = paperRef.current;
    if (!paper || paper.contains(document.activeElement)) return;
    paper.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  }, [view, state.status, managing]);

  // The switch is announced once the dialog is gone: while a modal is open the rest of the
  // page is hidden from screen readers, and a toast raised then would never be read.
  const switchedTo = useRef<string | null>(null);
  useEffect(() => {
    const announce = { message: () => switchedTo.current };
    return () => {
      const message = announce.message();
      if (message) showToast({ message, type: 'success' });
    };
  }, []);
  const switched = (profile: ViewingProfile, tokens: AuthTokens) => {
    if (!signInWithProfile(tokens)) return;
    switchedTo.current = t('profileSwitched', { name: profile.name });
    // Closing removes the hash: a navigation to the page itself, whose loaders run again with
    // the new profile's token (a second revalidation here would race it).
    onClose();
  };
  const select = useMutation(({ profile }: { profile: ViewingProfile }, signal) => selectProfile(http, profile.id, undefined, signal), {
    onSuccess: (tokens, { profile }) => switched(profile, tokens),
    onError: (error, { profile }) => {
      const challenge = pinChallenge(error);
      if (challenge) setView({ kind: 'pin', profile, challenge });
    },
  });
  const remove = useMutation((profile: ViewingProfile, signal) => deleteProfile(http, profile.id, signal), {
    onSuccess: () => {
      showToast({ message: 'profileDeleted', type: 'success' });
      setView({ kind: 'list' });
      reload();
    },
  });
  const failure = (error: unknown) => {
    const view = failureView(error);
    return translateDynamic(i18n, view.key, view.fallback);
  };
  const selectFailed = select.error && !pinChallenge(select.error) ? failure(select.error) : null;
  const backToList = () => setView({ kind: 'list' });
  const saved = () => {
    showToast({ message: 'profileSaved', type: 'success' });
    setView({ kind: 'list' });
    reload();
  };

  const title =
    view.kind === 'parental' ? t('parentalPinTitle') : managing || view.kind !== 'list' ? t('profilesManageTitle') : t('profilesTitle');

  let body;
  if (view.kind === 'pin') {
    body = (
      <PinPrompt
        profile={view.profile}
        challenge={view.challenge}
        onSwitched={(tokens) => switched(view.profile, tokens)}
        onBack={backToList}
      />
    );
  } else if (view.kind === 'add' || view.kind === 'rename') {
    body = <ProfileForm profile={view.kind === 'rename' ? view.profile : undefined} onSaved={saved} onCancel={backToList} />;
  } else if (view.kind === 'parental') {
    body = (
      <ParentalPinForm
        onSaved={() => {
          showToast({ message: 'parentalPinSaved', type: 'success' });
          backToList();
        }}
        onBack={backToList}
      />
    );
  } else if (view.kind === 'delete') {
    body = (
      <>
        <DialogContent>
          <FormErrorArea message={remove.error ? failure(remove.error) : null} />
          <Typography>{t('profileDeleteConfirm', { name: view.profile.name })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={backToList} color="inherit">
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={remove.pending} onClick={() => void remove.run(view.profile)}>
            {t('delete')}
          </Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <>
        <DialogContent>
          {state.status === 'loading' ? (
            <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 2 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('loading')}</Typography>
            </Box>
          ) : state.status === 'error' ? (
            <Box role="alert" sx={{ py: 1 }}>
              <Typography sx={{ mb: 1 }}>{failure(state.error)}</Typography>
              <Button onClick={reload}>{t('retry')}</Button>
            </Box>
          ) : (
            <>
              <FormErrorArea message={selectFailed} />
              {state.profiles.length === 0 ? <Typography sx={{ py: 1 }}>{t('profilesEmpty')}</Typography> : null}
              <ProfileList
                profiles={state.profiles}
                currentId={currentId}
                managing={managing}
                busy={select.pending}
                onSelect={(profile) => void select.run({ profile })}
                onRename={(profile) => setView({ kind: 'rename', profile })}
                onDelete={(profile) => {
                  remove.reset();
                  setView({ kind: 'delete', profile });
                }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {managing ? (
            <>
              <Button onClick={() => setView({ kind: 'parental' })}>{t('parentalPinTitle')}</Button>
              <Button onClick={() => setView({ kind: 'add' })}>{t('profileAdd')}</Button>
            </>
          ) : null}
          {mayManage ? (
            // The account item opens this dialog when the realm has profiles (spec §2): the
            // account page is reached from here. Leaving the page drops the hash and closes it.
            <Button component={Link} to={accountHref} data-testid="profiles-account">
              {t('account')}
            </Button>
          ) : null}
          {mayManage ? (
            <Button onClick={() => setManaging((m) => !m)} disabled={state.status !== 'ready'}>
              {managing ? t('profilesDone') : t('profilesManage')}
            </Button>
          ) : null}
          <Button onClick={onClose} color="inherit">
            {t('close')}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      data-testid="profile-switcher"
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { ref: paperRef } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {body}
    </Dialog>
  );
}
