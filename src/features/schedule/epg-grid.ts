// The EPG grid's layout: a day cut into 15-minute slots (every programme of the demo, and every
// time zone's offset, falls on them), each channel's programmes placed on the slots they cover,
// clipped to the day, with the gaps between them. Pure, so the table is only markup.
import type { Channel, ScheduleEvent } from '../../contracts/schedule.ts';

export const SLOT_MS = 15 * 60_000;
export const SLOTS_PER_HOUR = 4;

export type GridCell = { kind: 'gap'; span: number } | { kind: 'programme'; span: number; event: ScheduleEvent };
export type GridRow = { channel: Channel; cells: GridCell[] };

export function slotCount([start, end]: readonly [number, number]): number {
  return Math.round((end - start) / SLOT_MS);
}

export function gridRows(channels: readonly Channel[], events: readonly ScheduleEvent[], bounds: readonly [number, number]): GridRow[] {
  const [start, end] = bounds;
  const total = slotCount(bounds);
  return channels.map((channel) => {
    const cells: GridCell[] = [];
    let cursor = 0;
    const own = events
      .filter((e) => e.channelId === channel.id)
      .sort((a, b) => Date.parse(a.startDate ?? '') - Date.parse(b.startDate ?? ''));
    for (const event of own) {
      const from = Math.max(start, Date.parse(event.startDate ?? ''));
      const to = Math.min(end, Date.parse(event.endDate ?? ''));
      if (!(to > from)) continue;
      const first = Math.max(cursor, Math.floor((from - start) / SLOT_MS));
      const last = Math.min(total, Math.ceil((to - start) / SLOT_MS));
      if (last <= first) continue;
      if (first > cursor) cells.push({ kind: 'gap', span: first - cursor });
      cells.push({ kind: 'programme', span: last - first, event });
      cursor = last;
    }
    if (cursor < total) cells.push({ kind: 'gap', span: total - cursor });
    return { channel, cells };
  });
}
