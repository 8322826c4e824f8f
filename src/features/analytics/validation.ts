// Spec §5 analytics validation: what the customer-data library checks before it records a
// commerce event, an identity change, a data plan or an alias. Each answers the problems found
// (empty when valid) so a caller can log why an event was dropped.

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function transactionProblems(t: { transactionId?: unknown; productName?: unknown }): string[] {
  const problems: string[] = [];
  if (!present(t.transactionId)) problems.push('transaction id is required');
  if (t.productName !== undefined && typeof t.productName !== 'string') problems.push('product name must be a string');
  return problems;
}

export function promotionProblems(p: { promotionId?: unknown }): string[] {
  return present(p.promotionId) ? [] : ['promotion id is required'];
}

/** Identity values (email, customer id…) are strings or null. */
export function identityProblems(identities: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(identities)
    .filter(([, value]) => value !== null && typeof value !== 'string')
    .map(([key]) => `identity ${key} must be a string or null`);
}

/** A data plan id is an underscore-separated lower-case slug; its version a number. */
export const DATA_PLAN_SLUG = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

export function dataPlanProblems(plan: { planId?: unknown; planVersion?: unknown }): string[] {
  const problems: string[] = [];
  if (typeof plan.planId !== 'string' || !DATA_PLAN_SLUG.test(plan.planId))
    problems.push('data plan id must be a lower-case underscore slug');
  if (plan.planVersion !== undefined && (typeof plan.planVersion !== 'number' || !Number.isFinite(plan.planVersion)))
    problems.push('data plan version must be a number');
  return problems;
}

export type AliasRequest = { sourceId: string; destinationId: string; startTime: number; endTime: number };

export function aliasProblems(alias: AliasRequest): string[] {
  const problems: string[] = [];
  if (alias.sourceId === alias.destinationId) problems.push('source and destination ids must differ');
  if (alias.startTime > alias.endTime) problems.push('start must not be after end');
  return problems;
}
