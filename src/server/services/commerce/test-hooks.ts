// A test-only fault: with NODE_ENV=test and COMMERCE_KILL_AFTER_CHARGE=1 the process kills
// itself (SIGKILL, no clean-up) inside a payment's transaction right after the charge row is
// written, so tests/api/commerce-crash.test.ts can prove the charge and the entitlement commit
// together or not at all. Never set outside that test.
export function killAfterChargeHook(env: NodeJS.ProcessEnv = process.env): (() => void) | undefined {
  if (env['NODE_ENV'] !== 'test' || env['COMMERCE_KILL_AFTER_CHARGE'] !== '1') return undefined;
  return () => {
    process.kill(process.pid, 'SIGKILL');
  };
}
