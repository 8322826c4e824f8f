// The architecture's import rules are the linter's job; these tests prove the linter does it,
// by linting small sources as if they stood at real paths of the tree.
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null).map((m) => `${m.ruleId}: ${m.message}`);
}

test('a feature cannot import another feature, however the path is spelt', async () => {
  for (const specifier of ['../navigation/visibility.ts', '../../features/navigation/visibility.ts', './../realm/boot.ts']) {
    const found = await problems(`import { x } from '${specifier}';\nexport const y = x;\n`, 'src/features/catalogue/probe.ts');
    expect(found.join('\n'), specifier).toMatch(/architecture\/feature-boundaries: A feature never imports another feature/);
  }
});

test('a feature cannot import the app', async () => {
  const found = await problems(`import { x } from '../../app/router.tsx';\nexport const y = x;\n`, 'src/features/catalogue/probe.ts');
  expect(found.join('\n')).toMatch(/Features never import the app/);
});

test('a feature may import its own files, contracts, lib and ui', async () => {
  const code = [
    "import { a } from './api.ts';",
    "import { b } from '../../contracts/content.ts';",
    "import { c } from '../../lib/core/index.ts';",
    "import { d } from '../../ui/StatusScreen.tsx';",
    'export const all = [a, b, c, d];',
    '',
  ].join('\n');
  expect(await problems(code, 'src/features/catalogue/probe.ts')).toEqual([]);
});

test('jotai is imported only by the core store', async () => {
  const code = "import { atom } from 'jotai';\nexport const a = atom(1);\n";
  expect((await problems(code, 'src/features/catalogue/probe.ts')).join('\n')).toMatch(/lib\/core/);
  expect((await problems(code, 'src/lib/probe.ts')).join('\n')).toMatch(/lib\/core/);
  expect((await problems(code, 'src/app/probe.ts')).join('\n')).toMatch(/lib\/core/);
  expect(await problems(code, 'src/lib/core/store.ts')).toEqual([]);
});

test('services never import demo seed code', async () => {
  const code = "import { x } from '../db/seed/anchor.ts';\nexport const y = x;\n";
  expect((await problems(code, 'src/server/services/probe.ts')).join('\n')).toMatch(/never import demo seed code/);
  expect(await problems(code, 'src/server/jobs/probe.ts')).toEqual([]);
});

test('the client never imports the server, but may use packages named like it', async () => {
  const ours = "import { x } from '../../server/app.ts';\nexport const y = x;\n";
  expect((await problems(ours, 'src/features/catalogue/probe.ts')).join('\n')).toMatch(/never import server code/);
  expect((await problems(ours.replace('../../server', '../server'), 'src/app/probe.ts')).join('\n')).toMatch(/never import server code/);
  const pkg = "import createEmotionServer from '@emotion/server/create-instance';\nexport const y = createEmotionServer;\n";
  expect(await problems(pkg, 'src/app/probe.ts')).toEqual([]);
});
