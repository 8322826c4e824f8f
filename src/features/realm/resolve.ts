// Which realm this page belongs to (spec §1): a /realm/{name} path prefix wins; otherwise the
// host decides, which only the server can answer.
export type RealmLocation = { kind: 'prefix'; name: string; basename: string } | { kind: 'host'; host: string };

const PREFIX = /^\/realm\/([^/?#]+)/;

export function resolveRealmLocation(pathname: string, host: string): RealmLocation {
  const match = PREFIX.exec(pathname);
  const segment = match?.[1];
  if (segment) {
    let name = segment;
    try {
      name = decodeURIComponent(segment);
    } catch {
      // A malformed escape is not a realm name; the server will say it is unknown.
    }
    // The router basename must repeat the URL exactly as written, whatever its case.
    return { kind: 'prefix', name: name.toLowerCase(), basename: `/realm/${segment}` };
  }
  return { kind: 'host', host };
}
