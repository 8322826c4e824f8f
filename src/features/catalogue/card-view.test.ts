import { describe, expect, test } from 'vitest';
import { rungFor, slotWidth } from '../../ui/testing/sizes.ts';
import { GRID_GAP, GRID_PADDING_NARROW, gridCardSizes, gridColumnsAt } from './card-view.ts';

describe('grid card sizes', () => {
  test('on a phone, the slot is the cell the auto-fill grid lays out at every width', () => {
    for (const style of ['LANDSCAPE', 'PORTRAIT'] as const) {
      const sizes = gridCardSizes(style);
      for (let vw = 280; vw < 600; vw++) {
        const columns = gridColumnsAt(style, vw);
        const cell = (vw - 2 * GRID_PADDING_NARROW - GRID_GAP * (columns - 1)) / columns;
        expect(slotWidth(sizes, vw), `${style} at ${vw}px`).toBeCloseTo(cell, 5);
      }
    }
  });

  test('columns: two landscape cards from 348 px, three portrait ones from 394 px', () => {
    expect([347, 348, 513, 514].map((vw) => gridColumnsAt('LANDSCAPE', vw))).toEqual([1, 2, 2, 3]);
    expect([267, 268, 393, 394, 519, 520].map((vw) => gridColumnsAt('PORTRAIT', vw))).toEqual([1, 2, 2, 3, 3, 4]);
  });

  test('a 412 px phone at 1.75 device pixels per px asks for the 320 rung (50vw asked for the 480)', () => {
    expect(slotWidth(gridCardSizes('LANDSCAPE'), 412)).toBe(182);
    expect(rungFor(slotWidth(gridCardSizes('LANDSCAPE'), 412), 1.75)).toBe(320);
    expect(rungFor(206, 1.75)).toBe(480);
    expect(rungFor(slotWidth(gridCardSizes('PORTRAIT'), 412), 1.75)).toBe(240);
  });

  test('above a phone, the cell is a fixed width a little wider than a rail card', () => {
    expect(slotWidth(gridCardSizes('LANDSCAPE'), 1280)).toBe(432);
    expect(slotWidth(gridCardSizes('PORTRAIT'), 1280)).toBe(276);
  });
});
