// The gift redemption route's loader: the gift the `id` query names (the mailed link), read for
// a signed-in customer; a guest or nobody is asked to sign in (the server redeems for accounts
// only), a server render gets the public shell or that prompt.
import { PUBLIC_SHELL, isGuestRole, type ScreenContext } from '../../lib/core/index.ts';
import { ApiRequestError } from '../../lib/http-errors.ts';
import { loadRedemption } from './api.ts';
import { redemptionId } from './redemption-id.ts';

export const GIFT_SIGNED_OUT = { signedOut: true } as const;

export type Redemption = Awaited<ReturnType<typeof loadRedemption>>;
export type RedemptionData = { id: string | null; gift: Redemption | null; problem: 'giftNotFound' | 'giftingDisabled' | null };

export async function loadGiftRedemption(
  core: ScreenContext,
  url: URL,
  signal: AbortSignal,
): Promise<RedemptionData | typeof GIFT_SIGNED_OUT | typeof PUBLIC_SHELL> {
  if (core.serverRender) return core.storedSession === false ? GIFT_SIGNED_OUT : PUBLIC_SHELL;
  if (isGuestRole(core.viewer.role)) return GIFT_SIGNED_OUT;
  const id = redemptionId(url.searchParams.get('id'));
  if (!id) return { id: null, gift: null, problem: null };
  try {
    return { id, gift: await loadRedemption(core.http, id, signal), problem: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      return { id, gift: null, problem: error.body?.messageKey === 'giftingDisabled' ? 'giftingDisabled' : 'giftNotFound' };
    }
    throw error;
  }
}
