// A build plugin for the staged start of src/app/main.tsx: the entry loads its later start-up
// stages (the router with the screens and Material, then react-dom with the app's root) by
// dynamic import, so each stage's modules are evaluated in a task of their own. It does two
// things for that:
// - It makes the first page's chunks: one for what the entry imports statically and one per
//   stage (stageChunkNames below).
// - It preloads the stages: Vite lists only an entry's static imports as
//   <link rel="modulepreload"> in index.html, so a stage's chunks would be requested only when
//   the entry reaches its import, a round trip later on every start. Listed in index.html (the
//   server's loader turns the links into preloads next to the entry, app-shell-html.ts), they
//   load in parallel with the entry and count towards the first page's JavaScript budget.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { hintEagerCompile } from './vite-compile-hints.ts';

/** What this plugin reads of the bundler's output (the same for Rollup and Rolldown). */
type Chunk = { type: 'chunk'; fileName: string; imports: readonly string[]; moduleIds: readonly string[]; isEntry?: boolean };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** The file names of `roots` and of every chunk they import statically. */
function withStaticImports(bundle: Bundle, roots: readonly Chunk[]): string[] {
  const byFile = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) add(imported);
    }
  };
  for (const root of roots) add(root);
  return [...files];
}

/** Chunk files to preload: the chunks holding the modules `stageIds`, with their static imports. */
export function stageChunkFiles(bundle: Bundle, stageIds: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const stages = stageIds.map((id) => {
    const stage = chunks.find((c) => c.moduleIds.some((m) => m.endsWith(id)));
    if (!stage) throw new Error(`No chunk for the start-up stage ${id}: is it still imported dynamically by the entry?`);
    return stage;
  });
  return withStaticImports(bundle, stages);
}

/** The chunks holding a module whose id contains `part`. */
export function chunkFilesOf(bundle: Bundle, part: string): string[] {
  return chunksOf(bundle)
    .filter((c) => c.moduleIds.some((id) => id.includes(part)))
    .map((c) => c.fileName);
}

/** The page's entry chunk with the chunks it imports statically. */
export function startChunkFiles(bundle: Bundle): string[] {
  return withStaticImports(
    bundle,
    chunksOf(bundle).filter((c) => c.isEntry),
  );
}

/** Adds preload links for `files` that index.html does not already load. */
export function withPreloads(html: string, files: readonly string[], base = '/'): string {
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');
  if (!links) return html;
  return html.replace('</head>', `    ${links}\n  </head>`);
}

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

/**
 * Which chunk each module of the first page goes to: what the entry imports statically is one
 * chunk (`start-entry`), and each stage's further static imports are one chunk per stage (the
 * first stage that reaches a module has it). Left to itself the bundler splits off every module
 * a lazy screen shares with the first page into a chunk of its own, and each extra file of the
 * first page costs compression (about 4 KB gzipped in all); a lazy screen loads after the
 * stages anyway, so it may import from them. Barrels are not followed into what they do not
 * use: the build's `lazyBarrel` keeps their unused re-exports out of the graph.
 */
export function stageChunkNames(graph: Graph, entryId: string, stageIds: readonly string[]): Map<string, string> {
  const reach = (from: string, skip: (id: string) => boolean): Set<string> => {
    const found = new Set<string>();
    const queue = [from];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id) || skip(id)) continue;
      found.add(id);
      const info = graph.getModuleInfo(id);
      // Static imports only: what a stage imports dynamically (a lazy screen) loads later.
      if (info) queue.push(...info.importedIds.filter((imported) => !info.dynamicallyImportedIds.includes(imported)));
    }
    return found;
  };
  const entry = reach(entryId, () => false);
  for (const stage of stageIds) {
    if (entry.has(stage)) throw new Error(`The start-up stage ${stage} is imported statically by the entry: it would not be a stage`);
  }
  const names = new Map<string, string>();
  for (const id of entry) if (id !== entryId) names.set(id, 'start-entry');
  for (const stage of stageIds) {
    const name = `start-${stage.replace(/^.*\//, '').replace(/\.[^.]+$/, '')}`;
    for (const id of reach(stage, (id) => entry.has(id) || names.has(id))) names.set(id, name);
  }
  return names;
}

export function startStages(entry: string, stageIds: readonly string[]): Plugin {
  let root = process.cwd();
  return {
    name: 'start-stages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    outputOptions(options) {
      let names: Map<string, string> | null = null;
      return {
        ...options,
        codeSplitting: {
          // Each module is named above; a stage's imports from the entry stay in the entry's chunk.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: (id: string, graph: Graph) => {
                names ??= stageChunkNames(
                  graph,
                  resolve(root, entry),
                  stageIds.map((stage) => resolve(root, stage)),
                );
                return names.get(id) ?? null;
              },
            },
          ],
        },
      };
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const stages = stageChunkFiles(bundle, stageIds);
      page.source = withPreloads(String(page.source), stages);
      // The entry with its static imports, and the stages: every chunk of the first page; and the
      // http client's, which every page runs right after hydration (vite-compile-hints.ts).
      hintEagerCompile(bundle, [...startChunkFiles(bundle), ...stages, ...chunkFilesOf(bundle, '/node_modules/ky/')]);
    },
  };
}
