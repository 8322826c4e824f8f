// A random id for this browser, sent as X-Device-Id. Kept in localStorage so the server sees
// one device across visits; private modes that refuse storage get an id for this page only.
const STORAGE_KEY = 'deviceId';
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

let memoryId: string | null = null;

function randomId(): string {
  // randomUUID needs a secure context; plain-http hosts other than localhost lack it.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isValidDeviceId(id: string): boolean {
  return VALID.test(id);
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && isValidDeviceId(stored)) return stored;
    const id = randomId();
    localStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    memoryId ??= randomId();
    return memoryId;
  }
}
