// The gift redemption page's calls (decision 0040): read a paid gift by its redemption id, and
// redeem it. Only the http client.
import type { Http } from '../../lib/http.ts';

export const loadRedemption = (http: Http, id: string, signal?: AbortSignal) => http.call('giftRedemption', { params: { id }, signal });
export const redeemGift = (http: Http, id: string) => http.call('giftRedeem', { params: { id } });
