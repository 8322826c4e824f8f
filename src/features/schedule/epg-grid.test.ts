import { expect, test } from 'vitest';
import type { ScheduleEvent } from '../../contracts/schedule.ts';
import { gridRows, slotCount } from './epg-grid.ts';

const day: [number, number] = [Date.parse('2026-05-01T00:00:00Z'), Date.parse('2026-05-02T00:00:00Z')];
const ev = (id: string, channelId: string, start: string, end: string) =>
  ({ id, channelId, startDate: `2026-${start}Z`, endDate: `2026-${end}Z` }) as ScheduleEvent;
const channels = [
  { id: 'c1', name: 'One' },
  { id: 'c2', name: 'Two' },
];

test('a day is 96 slots; programmes are clipped to it and gaps fill the rest', () => {
  expect(slotCount(day)).toBe(96);
  const rows = gridRows(
    channels,
    [
      ev('a', 'c1', '04-30T21:00:00', '05-01T01:00:00'),
      ev('b', 'c1', '05-01T10:00:00', '05-01T11:45:00'),
      ev('c', 'c1', '05-01T23:30:00', '05-02T02:00:00'),
    ],
    day,
  );
  expect(rows[0]?.cells.map((c) => [c.kind, c.span, c.kind === 'programme' ? c.event.id : null])).toEqual([
    ['programme', 4, 'a'],
    ['gap', 36, null],
    ['programme', 7, 'b'],
    ['gap', 47, null],
    ['programme', 2, 'c'],
  ]);
  expect(rows[1]?.cells).toEqual([{ kind: 'gap', span: 96 }]);
  for (const row of rows) expect(row.cells.reduce((n, c) => n + c.span, 0)).toBe(96);
});

test('an overlapping programme never takes slots twice', () => {
  const rows = gridRows(
    channels,
    [ev('a', 'c1', '05-01T10:00:00', '05-01T12:00:00'), ev('b', 'c1', '05-01T11:00:00', '05-01T13:00:00')],
    day,
  );
  expect(rows[0]?.cells.reduce((n, c) => n + c.span, 0)).toBe(96);
  expect(rows[0]?.cells[2]).toMatchObject({ kind: 'programme', span: 4 });
});
