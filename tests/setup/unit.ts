import './fail-on-console-error.ts';

// findBy*/waitFor wait for what a test expects, not for a deadline: a lazy screen's first
// import can take over a second on a loaded two-core machine, and the library's default of
// one second then failed tests that were right. A wrong expectation still fails, later.
// Only where there is a DOM to query: the Node files would load the library for nothing.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
