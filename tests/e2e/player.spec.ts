// The player end to end, in arena (guests watch there): an on-demand video plays and resumes
// from saved progress, which the history then lists; a live channel seeks back within its DVR
// window and returns to live; the territory and licence refusals show their messages; home's
// JavaScript never includes shaka-player, and a page opened cold loads it only when its play
// button is pressed; an event not started yet says when it starts; multi-view plays two live
// events side by side.
// Time to first frame (the tap on play to the first `playing`) is recorded as an annotation.
import type { Page, Response } from '@playwright/test';
import { DEMO_PLAYBACK } from '../../src/server/db/seed/playback.ts';
import { watchFirstFrame } from './first-playing.ts';
import { expect, failedToLoad, test } from './test.ts';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const VOD = 'arena-vod-3';
const LIVE = 'arena-live-1';

async function firstFrameMs(page: Page, since: number): Promise<number> {
  return Math.round(await page.evaluate(() => (window as unknown as { firstPlaying?: number }).firstPlaying ?? -1)) - since;
}

/** A page opened cold waits for its play button; returns when it was pressed (performance.now()). */
async function pressPlay(page: Page): Promise<number> {
  const play = page.getByTestId('player-play');
  await expect(play).toBeVisible();
  const at = await page.evaluate(() => performance.now());
  await play.click();
  await expect(play).toHaveCount(0);
  return at;
}

const currentTime = (page: Page) => page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('an on-demand video plays, resumes where the viewer left it, and shows in the history', async ({ page }) => {
  await watchFirstFrame(page);
  // Chromium has Media Source Extensions: on demand plays the DASH manifest (live is HLS).
  const manifest = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('.mpd'));
  await page.goto(`/realm/arena/video/${VOD}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pressed = await pressPlay(page);
  await manifest;
  const video = page.getByTestId('player-video');
  await expect(video).toHaveAttribute('data-state', 'playing');
  await expect(video).toHaveAttribute('data-resumed-at', '0');
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(start + 1);
  test
    .info()
    .annotations.push({ type: 'first frame after the tap, on demand (ms)', description: String(await firstFrameMs(page, pressed)) });
  // The keyboard's focus went from the play button to the video's controls.
  await expect(video).toBeFocused();

  // Move to 0:12 (the sample is 24 s long) and pause: the pause saves the position.
  const positionSaved = async (r: Response) =>
    r.url().includes(`/api/v1/progress/${VOD}`) &&
    r.request().method() === 'PUT' &&
    r.status() === 200 &&
    ((await r.json()) as { progress: { position: number } }).progress.position >= 11;
  const saved = page.waitForResponse(positionSaved);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = 12;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    // Only a playing video fires `pause`.
    if (v.paused) await v.play();
    v.pause();
  });
  const position = String(((await (await saved).json()) as { progress: { position: number } }).progress.position);

  await page.reload();
  await pressPlay(page);
  await expect(video).toHaveAttribute('data-state', 'playing');
  await expect(video).toHaveAttribute('data-resumed-at', position);
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(Number(position) - 0.5);

  await page.goto('/realm/arena/history');
  const item = page.getByTestId('history-item').filter({ has: page.locator(`[href$="/video/${VOD}"]`) });
  await expect(item).toBeVisible();
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
});

test('a live channel plays at the edge, seeks back within its DVR window and returns to live', async ({ page }) => {
  await watchFirstFrame(page);
  const granted = page.waitForResponse((r) => r.url().includes(`/api/v1/playback/${LIVE}`));
  await page.goto(`/realm/arena/live/${LIVE}`);
  const pressed = await pressPlay(page);
  // Chromium is not a listed browser: the long window (spec §9).
  expect(new URL(((await (await granted).json()) as { streams: { hls: string } }).streams.hls, 'http://x').searchParams.get('dvr')).toBe(
    '1740',
  );
  const video = page.getByTestId('player-video');
  await expect(video).toHaveAttribute('data-state', 'playing');
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(start + 1);
  test.info().annotations.push({ type: 'first frame after the tap, live (ms)', description: String(await firstFrameMs(page, pressed)) });

  const goLive = page.getByTestId('go-live');
  await expect(goLive).toHaveAttribute('data-behind', 'false');
  // Two minutes back: well inside the window, far outside "at the edge".
  const back = await video.evaluate(async (v: HTMLVideoElement) => {
    const edge = v.seekable.end(v.seekable.length - 1);
    const target = Math.max(v.seekable.start(0), edge - 120);
    v.currentTime = target;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    return { edge, target, now: v.currentTime, windowStart: v.seekable.start(0) };
  });
  expect(back.edge - back.windowStart).toBeGreaterThan(120);
  expect(back.now).toBeLessThan(back.edge - 60);
  await expect(goLive).toHaveAttribute('data-behind', 'true');
  await goLive.click();
  await expect(goLive).toHaveAttribute('data-behind', 'false');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.seekable.end(v.seekable.length - 1) - v.currentTime)).toBeLessThan(20);
});

test('an item outside its territories shows the territory message', async ({ page, consoleErrors }) => {
  const id = DEMO_PLAYBACK.geoBlocked.contentId;
  consoleErrors.allow(failedToLoad(`/api/v1/playback/${id}`, 403));
  await page.goto(`/realm/arena/video/${id}`);
  await pressPlay(page);
  await expect(page.getByTestId('playback-message')).toHaveAttribute('data-message', 'notInTerritory');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Not available in your territory');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('an item the viewer holds no licence for shows the licence message', async ({ page, consoleErrors }) => {
  const id = DEMO_PLAYBACK.licenceOnly.contentId;
  consoleErrors.allow(failedToLoad(`/api/v1/playback/${id}`, 403));
  await page.goto(`/realm/arena/video/${id}`);
  await pressPlay(page);
  await expect(page.getByTestId('playback-message')).toHaveAttribute('data-message', 'notLicensed');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('not included in your subscription');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
});

test("home's JavaScript does not include shaka-player; a player page opened cold loads it when play is pressed", async ({ page }) => {
  const scripts: string[] = [];
  const playbackCalls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    if (new URL(r.url()).pathname.startsWith('/api/v1/playback/')) playbackCalls.push(r.url());
  });
  const shaka = () => scripts.filter((s) => /shaka/i.test(s));
  await page.goto('/realm/arena/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(shaka()).toEqual([]);
  await page.goto(`/realm/arena/video/${VOD}`);
  await expect(page.getByTestId('player-play')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(shaka()).toEqual([]);
  // Nothing asked of the server either: no stream is taken for a viewer who has not asked.
  expect(playbackCalls).toEqual([]);
  await pressPlay(page);
  await expect(page.getByTestId('player-video')).toHaveAttribute('data-state', 'playing');
  expect(shaka()).toHaveLength(1);
});

test('a video reached from within the app starts without a tap', async ({ page }) => {
  await page.goto('/realm/arena/');
  const link = page.locator('main a[href*="/video/"]').first();
  await expect(link).toBeVisible();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await link.click();
  await expect(page.getByTestId('player-video')).toHaveAttribute('data-state', 'playing');
  await expect(page.getByTestId('player-play')).toHaveCount(0);
});

test('a live event that has not started says when it starts and asks for no stream', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/playback/')) asked.push(request.url());
  });
  await page.goto('/realm/arena/upcoming');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // An in-app link: a started event would play at once (the test above).
  await page.getByTestId('schedule-event-link').first().click();
  await expect(page.getByTestId('player-upcoming')).toContainText('This event starts');
  await expect(page.getByTestId('player-upcoming').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByTestId('player-video')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('multi-view plays two live events side by side, one of them with sound', async ({ page }) => {
  await page.goto('/realm/arena/multi-view');
  const options = page.getByTestId('multi-view-option');
  await expect(options.first()).toBeVisible();
  const watch = page.getByTestId('multi-view-watch');
  await expect(watch).toBeDisabled();
  // The boxes are enabled once the page has hydrated (a tick on the server's HTML would be lost).
  for (const i of [0, 1]) {
    const box = options.nth(i).getByRole('checkbox');
    await expect(box).toBeEnabled();
    await box.check();
  }
  await watch.click();
  const videos = page.getByTestId('player-video');
  await expect(videos).toHaveCount(2);
  for (const i of [0, 1]) await expect(videos.nth(i)).toHaveAttribute('data-state', 'playing');
  const muted = await videos.evaluateAll((vs) => vs.map((v) => (v as HTMLVideoElement).muted));
  expect(muted[1]).toBe(true);
});

test("a visitor's first page being the history shows its empty state once checked in, not an error", async ({ page }) => {
  await page.goto('/realm/arena/history');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await expect(page.getByTestId('history-error')).toHaveCount(0);
});
