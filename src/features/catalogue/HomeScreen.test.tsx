import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { contentFixture, heroFixture } from '../../lib/testing/fixtures.ts';
import { renderInApp } from '../../ui/testing/render.tsx';
import { HomeScreen } from './HomeScreen.tsx';

afterEach(cleanup);

describe('home screen', () => {
  test('has one h1 (the realm title), the heroes and a named region per bucket', async () => {
    await renderInApp(<HomeScreen title="Arena" content={contentFixture()} locale="en_US" />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Arena' })).toBeTruthy();
    expect(screen.getByTestId('heroes').getAttribute('aria-label')).toBe('Featured');
    expect(screen.getAllByTestId('hero')).toHaveLength(2);
    for (const name of ['Live now', 'Docuseries', 'More']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('heading', { level: 2, name })).toBeTruthy();
      expect(within(region).getByRole('list')).toBeTruthy();
    }
  });

  test('each card is one link to its detail route', async () => {
    await renderInApp(<HomeScreen title="Arena" content={contentFixture()} locale="en_US" />);
    const hrefs = screen.getAllByTestId('content-card').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/live/e1', '/live/e2', '/series/s1', '/playlist/p1', '/video/v1', '/news/n1', '/season/se1']);
    const card = screen.getAllByTestId('content-card')[0];
    expect(card?.tagName).toBe('A');
    expect(within(card as HTMLElement).getByText('Title e1')).toBeTruthy();
  });

  test('card meta: live badge, upcoming start, season and video counts', async () => {
    await renderInApp(<HomeScreen title="Arena" content={contentFixture()} locale="en_US" />);
    const [live, upcoming, series, playlist] = screen.getAllByTestId('content-card') as HTMLElement[];
    expect(within(live as HTMLElement).getByTestId('live-badge').textContent).toBe('Live');
    expect(upcoming?.textContent).toMatch(/Upcoming · .*Mar/);
    expect(upcoming?.querySelector('time')?.getAttribute('datetime')).toBe('2099-03-14T20:00:00Z');
    expect(series?.textContent).toContain('3 seasons');
    expect(playlist?.textContent).toContain('12 videos');
  });

  test('artwork never shifts layout: sizes, lazy loading and a srcset from the ladder', async () => {
    const { container } = await renderInApp(<HomeScreen title="Arena" content={contentFixture()} locale="en_US" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(8);
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('src')).toMatch(/^\/api\/artwork\/.+\?w=\d+$/);
      expect(img.getAttribute('srcset')).toContain('?w=160 160w');
      expect(img.getAttribute('sizes')).toBeTruthy();
      // The title is written next to every image, so the artwork is decorative.
      expect(img.getAttribute('alt')).toBe('');
    }
    const [first, ...rest] = images;
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    for (const img of rest) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
    const portrait = screen.getAllByTestId('content-card')[2]?.querySelector('img');
    expect(portrait?.getAttribute('src')).toContain('/poster/s1.webp');
  });

  test('heroes link to their content with a labelled action and previous/next buttons', async () => {
    await renderInApp(<HomeScreen title="Arena" content={contentFixture()} locale="en_US" />);
    const links = screen.getAllByTestId('hero-link');
    expect(links.map((l) => [l.getAttribute('href'), l.textContent])).toEqual([
      ['/live/h1', 'Watch now: Hero h1'],
      ['/series/h2', 'More info: Hero h2'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Hero h1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(within(screen.getAllByTestId('hero')[0] as HTMLElement).getByTestId('live-badge')).toBeTruthy();
  });

  test('an event not yet on air says when it starts and leads to its page, not "Watch now"', async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const content = {
      ...contentFixture(),
      heroes: [heroFixture('h3', 'LIVE_EVENT', false, soon), heroFixture('h4', 'LIVE_EVENT', false, past)],
    };
    await renderInApp(<HomeScreen title="Arena" content={content} locale="en_US" />);
    const [upcoming, ended] = screen.getAllByTestId('hero') as [HTMLElement, HTMLElement];
    expect(within(upcoming).getByTestId('hero-upcoming').textContent).toMatch(/^Upcoming · .+/);
    expect(within(upcoming).getByTestId('hero-upcoming').querySelector('time')?.getAttribute('dateTime')).toBe(soon);
    expect(within(upcoming).getByTestId('hero-link').textContent).toBe('More info: Hero h3');
    expect(within(upcoming).queryByTestId('live-badge')).toBeNull();
    // An event that has ended is no longer "upcoming": its page has its replay.
    expect(within(ended).queryByTestId('hero-upcoming')).toBeNull();
    expect(within(ended).getByTestId('hero-link').textContent).toBe('Watch now: Hero h4');
  });

  test('an empty home says so', async () => {
    await renderInApp(
      <HomeScreen title="Arena" content={{ heroes: [], buckets: [], bucketsPage: 1, bucketsTotalPages: 1 }} locale="en_US" />,
    );
    expect(screen.getByTestId('home-empty').textContent).toContain('Nothing to watch here yet');
  });
});
