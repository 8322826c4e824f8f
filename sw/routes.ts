// Which requests the worker caches, as pure functions so they are unit-tested.
const REALM_DATA = [
  /^\/api\/realms$/,
  /^\/api\/realm$/,
  /^\/api\/realm\/[^/]+$/,
  /^\/api\/v1\/init\/?$/,
  /^\/api\/v1\/labels\/[^/]+$/,
  /^\/api\/v1\/menu$/,
];

export function isRealmData(url: URL): boolean {
  return REALM_DATA.some((re) => re.test(url.pathname));
}

export function isArtwork(url: URL): boolean {
  return url.pathname.startsWith('/api/artwork/');
}

export function isFont(url: URL): boolean {
  return url.pathname.startsWith('/api/fonts/');
}
