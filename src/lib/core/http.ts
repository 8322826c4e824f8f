// The app's http client, bound to the store: every call says which realm, key and language
// the page currently has. Start-up and the language switch set the context atom.
import { EMPTY_CONTEXT, createHttp, type HttpContext } from '../http.ts';
import { atom, store } from './store.ts';

export const httpContextAtom = atom<HttpContext>(EMPTY_CONTEXT);

export const http = createHttp({ context: () => store.get(httpContextAtom) });
