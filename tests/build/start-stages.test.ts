import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintEagerCompile } from '../../scripts/vite-compile-hints.ts';
import { chunkFilesOf, startChunkFiles, stageChunkFiles, stageChunkNames, withPreloads } from '../../scripts/vite-start-stages.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
});

const bundle = {
  'index.html': { type: 'asset' as const },
  'assets/index.js': chunk('assets/index.js', ['/app/src/app/main.tsx'], ['assets/react.js'], true),
  'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
  'assets/router.js': chunk(
    'assets/router.js',
    ['/app/src/app/router.tsx', '/app/src/app/Shell.tsx'],
    ['assets/mui.js', 'assets/react.js'],
  ),
  'assets/mui.js': chunk('assets/mui.js', ['/app/node_modules/@mui/material/Box.js'], ['assets/react.js']),
  'assets/mount.js': chunk('assets/mount.js', ['/app/src/app/mount.tsx'], ['assets/router.js', 'assets/react-dom.js']),
  'assets/react-dom.js': chunk('assets/react-dom.js', ['/app/node_modules/react-dom/client.js']),
  'assets/dialog.js': chunk('assets/dialog.js', ['/app/src/features/profiles/ProfileDialog.tsx'], ['assets/mui.js']),
};

describe('the start-up stages preloaded with the entry', () => {
  it('lists each stage chunk with everything it imports, and nothing only a lazy screen needs', () => {
    const files = stageChunkFiles(bundle, ['src/app/router.tsx', 'src/app/mount.tsx']);
    expect(files.sort()).toEqual(['assets/mount.js', 'assets/mui.js', 'assets/react-dom.js', 'assets/react.js', 'assets/router.js']);
  });

  it('the page starts with the entry and what it imports statically, not the stages', () => {
    expect(startChunkFiles(bundle).sort()).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('finds the chunks of a package by its modules (the http client, compiled eagerly too)', () => {
    expect(chunkFilesOf(bundle, '/node_modules/react-dom/')).toEqual(['assets/react-dom.js']);
    expect(chunkFilesOf(bundle, '/node_modules/ky/')).toEqual([]);
  });

  it('fails the build when a stage is no longer a chunk of its own', () => {
    expect(() => stageChunkFiles(bundle, ['src/app/gone.tsx'])).toThrow(/src\/app\/gone\.tsx/);
  });

  it('adds preload links only for files the page does not load yet', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head><body></body>';
    const out = withPreloads(html, ['assets/react.js', 'assets/router.js', 'assets/index.js']);
    expect(out.match(/modulepreload/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/router.js">');
    expect(out.indexOf('/assets/router.js')).toBeLessThan(out.indexOf('</head>'));
    expect(withPreloads(html, ['assets/react.js'])).toBe(html);
  });
});

describe('the first page in one chunk per stage', () => {
  // main → core (static), router (dynamic); router → shell → box, core; router ⇢ dialog (lazy); mount → router, dom.
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    main: { importedIds: ['core', 'router', 'mount'], dynamicallyImportedIds: ['router', 'mount'] },
    core: { importedIds: [], dynamicallyImportedIds: [] },
    router: { importedIds: ['shell', 'dialog'], dynamicallyImportedIds: ['dialog'] },
    shell: { importedIds: ['box', 'core'], dynamicallyImportedIds: [] },
    box: { importedIds: [], dynamicallyImportedIds: [] },
    dialog: { importedIds: ['box', 'modal'], dynamicallyImportedIds: [] },
    modal: { importedIds: [], dynamicallyImportedIds: [] },
    mount: { importedIds: ['router', 'dom'], dynamicallyImportedIds: [] },
    dom: { importedIds: [], dynamicallyImportedIds: [] },
  };
  const graph = { getModuleInfo: (id: string) => modules[id] ?? null };

  it('names the entry’s static imports, then each stage’s own, and leaves lazy screens alone', () => {
    const names = stageChunkNames(graph, 'main', ['router', 'mount']);
    expect(Object.fromEntries(names)).toEqual({
      core: 'start-entry',
      router: 'start-router',
      shell: 'start-router',
      box: 'start-router',
      mount: 'start-mount',
      dom: 'start-mount',
    });
  });

  it('refuses a stage the entry imports statically', () => {
    const eager: typeof modules = { ...modules, main: { importedIds: ['core', 'router'], dynamicallyImportedIds: [] } };
    expect(() => stageChunkNames({ getModuleInfo: (id) => eager[id] ?? null }, 'main', ['router'])).toThrow(/router/);
  });
});

describe("compile hints on the first page's chunks", () => {
  const built = () => ({
    'assets/a.js': { type: 'chunk' as const, fileName: 'assets/a.js', code: 'export const a=1;\n', map: { mappings: 'AAAA,CAAC' } },
    'assets/a.js.map': { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) },
    'assets/lazy.js': { type: 'chunk' as const, fileName: 'assets/lazy.js', code: 'export const b=2;\n', map: null },
  });

  it('opens each listed chunk with the hint and moves its source map down the same line', () => {
    const bundle = built();
    hintEagerCompile(bundle, ['assets/a.js']);
    expect(bundle['assets/a.js'].code).toBe(`${COMPILE_HINT}export const a=1;\n`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(bundle['assets/a.js'].map.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse(bundle['assets/a.js.map'].source).mappings).toBe(';AAAA,CAAC');
    // A lazy screen's chunk keeps compiling lazily.
    expect(bundle['assets/lazy.js'].code).toBe('export const b=2;\n');
  });

  it('hints a chunk once, however often it is listed', () => {
    const bundle = built();
    hintEagerCompile(bundle, ['assets/a.js', 'assets/a.js']);
    hintEagerCompile(bundle, ['assets/a.js']);
    expect(bundle['assets/a.js'].code.split(COMPILE_HINT)).toHaveLength(2);
    expect(bundle['assets/a.js'].map.mappings).toBe(';AAAA,CAAC');
  });
});
