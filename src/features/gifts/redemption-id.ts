// A redemption id as typed or pasted (spaces, upper case, the whole mailed link): the id, or null.
// Pure and zod-free: the route's loader and the form share it, and it is unit-tested.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export function redemptionId(value: string | null | undefined): string | null {
  const match = UUID.exec((value ?? '').trim().toLowerCase());
  return match ? match[0] : null;
}
