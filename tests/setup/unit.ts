import { configure } from '@testing-library/react';
import './fail-on-console-error.ts';

// findBy*/waitFor wait for what a test expects, not for a deadline: a lazy screen's first
// import can take over a second on a loaded two-core machine, and the library's default of
// one second then failed tests that were right. A wrong expectation still fails, later.
configure({ asyncUtilTimeout: 5_000 });
