import { describe, expect, test } from 'vitest';
import { gridPageSize, pageSizes } from '../../contracts/viewport.ts';
import { gridSource, pageParam } from './routes.ts';

describe('page sizes (spec §7, §9)', () => {
  test('rails per page, items per rail and section tiles follow the phone/desktop split', () => {
    expect(pageSizes(390)).toEqual({ rpp: 6, bpp: 4, bspp: 10 });
    expect(pageSizes(1024)).toEqual({ rpp: 6, bpp: 4, bspp: 10 });
    expect(pageSizes(1025)).toEqual({ rpp: 12, bpp: 7, bspp: 20 });
  });

  test('grid: 9 up to 720 px, 16 up to 1510 px, else 20', () => {
    expect([320, 720, 721, 1280, 1510, 1511, 2560].map(gridPageSize)).toEqual([9, 9, 16, 16, 16, 20, 20]);
  });
});

describe('grid and releases addresses', () => {
  const url = (q: string) => new URL(`http://x/grid${q}`);
  test('p is a page number, 1 when absent or not one', () => {
    expect([url(''), url('?p=3'), url('?p=0'), url('?p=abc'), url('?p=2.5'), url('?p=99999')].map(pageParam)).toEqual([1, 3, 1, 1, 1, 1]);
  });
  test('a grid shows a rail, else a top-level type, else videos', () => {
    expect(gridSource(url('?bucket=arena-home-highlights&type=NEWS'))).toEqual({ bucket: 'arena-home-highlights' });
    expect(gridSource(url('?type=NEWS'))).toEqual({ type: 'NEWS' });
    expect(gridSource(url('?type=VOD_SEASON'))).toEqual({ type: 'VOD_VIDEO' });
    expect(gridSource(url('?bucket=Bad Id'))).toEqual({ type: 'VOD_VIDEO' });
  });
});
