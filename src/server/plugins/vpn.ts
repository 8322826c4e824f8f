// Realms with vpnAllowed false refuse content to callers behind a VPN (spec §5 "VPN not
// allowed", §7 block-reason): a 403 in the error shape whose `block-reason: VPN` header makes
// the app show vpnErrorMessage with a sign-out action. Signing in and out stay open, so that
// action works. Which addresses are VPN exits is configuration (VPN_ADDRESSES).
import type { FastifyRequest } from 'fastify';
import { BLOCK_REASON_VPN, HEADER } from '../../contracts/headers.ts';
import { HttpError } from '../errors.ts';

export function refuseVpn(request: FastifyRequest): void {
  if (request.realm.vpnAllowed) return;
  if (!request.server.config.vpnAddresses.has(request.ip)) return;
  throw new HttpError(403, 'FORBIDDEN', 'This realm does not allow viewing through a VPN', {
    messageKey: 'vpnErrorMessage',
    headers: { [HEADER.blockReason]: BLOCK_REASON_VPN },
  });
}
