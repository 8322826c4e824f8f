// Loading a lazy chunk can fail on a flaky network; spec §8 retries 3 times, 2 s apart, then
// gives up with "Loading chunk {id} failed after 3 retries".
export const CHUNK_RETRIES = 3;
export const CHUNK_RETRY_DELAY_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadWithRetry<T>(
  id: string,
  load: () => Promise<T>,
  retries = CHUNK_RETRIES,
  delayMs = CHUNK_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw new Error(`Loading chunk ${id} failed after ${retries} retries`, { cause: error });
      await wait(delayMs);
    }
  }
}
