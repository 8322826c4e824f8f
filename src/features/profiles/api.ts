// The profiles' calls: the account's viewing profiles, switching (with the parental PIN when
// the server asks for it), adding, renaming and removing, and parental control.
import type { ProfileType } from '../../contracts/session.ts';
import type { Http } from '../../lib/http.ts';

export const loadProfiles = (http: Http, signal?: AbortSignal) => http.call('profiles', { signal });

export const selectProfile = (http: Http, id: string, pin: string | undefined, signal?: AbortSignal) =>
  http.call('profileSelect', { params: { id }, body: pin ? { pin } : {}, signal });

export const createProfile = (http: Http, body: { name: string; type: ProfileType }, signal?: AbortSignal) =>
  http.call('profileCreate', { body, signal });

export const renameProfile = (http: Http, id: string, body: { name: string; type: ProfileType }, signal?: AbortSignal) =>
  http.call('profileUpdate', { params: { id }, body, signal });

export const deleteProfile = (http: Http, id: string, signal?: AbortSignal) => http.call('profileDelete', { params: { id }, signal });

export const loadParentalControl = (http: Http, signal?: AbortSignal) => http.call('parentalControl', { signal });

export type PinUpdate = { pin: string; status: 'RESTRICTED' | 'NON_RESTRICTED'; currentPin?: string; resetCode?: string };

export const updateParentalControl = (http: Http, body: PinUpdate, signal?: AbortSignal) =>
  http.call('parentalControlUpdate', { body, signal });

export const requestPinReset = (http: Http, signal?: AbortSignal) => http.call('parentalControlResetRequest', { signal });
