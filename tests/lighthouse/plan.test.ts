import { describe, expect, it } from 'vitest';
import { pageUrl, planTargets, realmFlag, select } from '../../scripts/lighthouse/plan.ts';
import { realmFixture } from '../../src/lib/testing/fixtures.ts';
import { UsageError } from '../../scripts/lighthouse/options.ts';

const arena = { realm: 'arena', preferredDomain: 'arena.localhost' };
const club = { realm: 'club', preferredDomain: 'club.example.tv' };

describe('pageUrl', () => {
  it('addresses a realm by host on a local server, and by prefix', () => {
    expect(pageUrl('http://localhost:8412', arena, 'host', '/')).toBe('http://arena.localhost:8412/');
    expect(pageUrl('http://127.0.0.1:8412', club, 'host', '/search')).toBe('http://club.localhost:8412/search');
    expect(pageUrl('http://localhost:8412', arena, 'prefix', '/')).toBe('http://localhost:8412/realm/arena/');
  });
  it("puts the realm's name for {realm} in the path", () => {
    expect(pageUrl('http://localhost:8412', arena, 'host', '/series/{realm}-series-1')).toBe(
      'http://arena.localhost:8412/series/arena-series-1',
    );
    expect(pageUrl('http://localhost:8412', club, 'prefix', '/news/{realm}-news-1')).toBe(
      'http://localhost:8412/realm/club/news/club-news-1',
    );
  });
  it("keeps a page's query in both forms", () => {
    expect(pageUrl('http://localhost:8412', arena, 'host', '/search?q=night')).toBe('http://arena.localhost:8412/search?q=night');
    expect(pageUrl('http://localhost:8412', arena, 'prefix', '/search?q=night')).toBe('http://localhost:8412/realm/arena/search?q=night');
  });
  it("uses the realm's own domain on a deployed server", () => {
    expect(pageUrl('https://tv.example.com', club, 'host', '/')).toBe('https://club.example.tv/');
    expect(pageUrl('https://tv.example.com', { realm: 'x', preferredDomain: '' }, 'host', '/')).toBe('https://x.tv.example.com/');
  });
});

describe('realmFlag', () => {
  it('reads boolean settings, and the search page from the search engine', () => {
    expect(realmFlag(realmFixture({ guestsAllowed: true }), 'guestsAllowed')).toBe(true);
    expect(realmFlag(realmFixture({ contentSearchEngine: 'VESPER' }), 'vesperSearch')).toBe(true);
    expect(realmFlag(realmFixture({ contentSearchEngine: 'LEGACY' }), 'vesperSearch')).toBe(false);
  });

  it('reads status settings as on when ENABLED (the gifts page needs gifting)', () => {
    expect(realmFlag(realmFixture({ gifting: 'ENABLED' }), 'gifting')).toBe(true);
    expect(realmFlag(realmFixture({ gifting: 'DISABLED' }), 'gifting')).toBe(false);
  });
});

describe('planTargets', () => {
  it('lists each realm, page and form', () => {
    const targets = planTargets('http://localhost:1', [arena], [{ name: 'home', path: '/' }]);
    expect(targets).toEqual([
      { realm: 'arena', page: 'home', form: 'host', url: 'http://arena.localhost:1/' },
      { realm: 'arena', page: 'home', form: 'prefix', url: 'http://localhost:1/realm/arena/' },
    ]);
  });
});

describe('planTargets with forms in turn', () => {
  it('audits the first page by both forms and the others by one, in turn, every realm in both', () => {
    const pages = ['/', '/login', '/news', '/browse'].map((path) => ({ name: path, path }));
    const planned = planTargets('http://localhost:1', [arena, club], pages, true);
    expect(planned.map((t) => `${t.realm} ${t.page} ${t.form}`)).toEqual([
      'arena / host',
      'arena / prefix',
      'arena /login prefix',
      'arena /news host',
      'arena /browse prefix',
      'club / host',
      'club / prefix',
      'club /login host',
      'club /news prefix',
      'club /browse host',
    ]);
  });
});

describe('select', () => {
  const names = ['arena', 'cinema', 'club'];
  it('keeps all, or the named ones in their own order', () => {
    expect(select(names, (n) => n, [], 'realm')).toEqual(names);
    expect(select(names, (n) => n, ['club', 'arena'], 'realm')).toEqual(['arena', 'club']);
  });
  it('names an unknown one and what is known', () => {
    expect(() => select(names, (n) => n, ['arnea'], 'realm')).toThrow(new UsageError('unknown realm arnea; known: arena, cinema, club'));
  });
});

describe('pages a realm does not offer', () => {
  const signup = { name: 'signup', path: '/signup', requires: ['allowSelfregistration', 'guestsAllowed'] as const };
  it('are skipped where a required setting is off or unknown', () => {
    const open = { ...arena, flags: { allowSelfregistration: true, guestsAllowed: true } };
    const closed = { ...club, flags: { allowSelfregistration: true, guestsAllowed: false } };
    const pages = [{ name: 'login', path: '/login' }, signup];
    const planned = planTargets('http://localhost:1', [open, closed, { realm: 'x', preferredDomain: '' }], pages);
    expect(planned.map((t) => `${t.realm} ${t.page} ${t.form}`)).toEqual([
      'arena login host',
      'arena login prefix',
      'arena signup host',
      'arena signup prefix',
      'club login host',
      'club login prefix',
      'x login host',
      'x login prefix',
    ]);
  });
});
