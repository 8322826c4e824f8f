// What the served HTML page and the app agree on outside the JSON API. No zod here: the app
// reads the page before its schemas load.

/** id of the <script type="application/json"> in which the server hands the page its realm's settings. */
export const INLINE_REALM_ID = 'realm-settings';
