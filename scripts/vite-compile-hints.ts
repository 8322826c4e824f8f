// Compile hints for the first page's chunks. V8 compiles a function lazily, on the main thread,
// the first time it runs; start-up runs most of the functions of its chunks (react-dom's, the
// router's, Material's), so each stage's evaluation and the hydration after it were made
// longer by compiling. A file that opens with the magic comment `//# allFunctionsCalledOnLoad`
// (V8's explicit compile hints, Chromium 136 and later; other engines read a comment) has every
// function compiled eagerly while it streams in, off the main thread.
//
// Measured on the history, purchase and player pages under a 4× CPU slowdown (decision
// 0051): script time on the main thread a quarter to a third lower. Lazy screens keep lazy
// compiling: a screen's chunk holds dialogs and steps that may never run. The http client's
// chunk (ky, loaded with the first call after hydration) is hinted too: its first call ran its
// code cold, a 9–17 ms task on a signed-out sign-in page, 5–11 ms hinted (decision 0057).

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What this reads and changes of the bundler's output (the same for Rollup and Rolldown). */
type HintedChunk = { type: 'chunk'; fileName: string; code: string; map?: { mappings: string } | null };
type HintedBundle = Record<string, HintedChunk | { type: 'asset'; source?: string | Uint8Array }>;

/**
 * Opens each chunk of `files` with the compile hint. Its source map moves down a line with the
 * code: a leading `;` is an empty first line in the mappings, wherever the map is kept.
 */
export function hintEagerCompile(bundle: HintedBundle, files: readonly string[]): void {
  for (const file of files) {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[`${file}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapAsset.source = JSON.stringify(map);
    }
  }
}
