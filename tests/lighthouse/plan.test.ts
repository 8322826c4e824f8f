import { describe, expect, it } from 'vitest';
import { pageUrl, planTargets, select } from '../../scripts/lighthouse/plan.ts';
import { UsageError } from '../../scripts/lighthouse/options.ts';

const arena = { realm: 'arena', preferredDomain: 'arena.localhost' };
const club = { realm: 'club', preferredDomain: 'club.example.tv' };

describe('pageUrl', () => {
  it('addresses a realm by host on a local server, and by prefix', () => {
    expect(pageUrl('http://localhost:8412', arena, 'host', '/')).toBe('http://arena.localhost:8412/');
    expect(pageUrl('http://127.0.0.1:8412', club, 'host', '/search')).toBe('http://club.localhost:8412/search');
    expect(pageUrl('http://localhost:8412', arena, 'prefix', '/')).toBe('http://localhost:8412/realm/arena/');
  });
  it("uses the realm's own domain on a deployed server", () => {
    expect(pageUrl('https://tv.example.com', club, 'host', '/')).toBe('https://club.example.tv/');
    expect(pageUrl('https://tv.example.com', { realm: 'x', preferredDomain: '' }, 'host', '/')).toBe('https://x.tv.example.com/');
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
