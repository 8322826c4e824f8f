// The dock's height reaches the elements that keep room for it, and only them.
import { afterEach, describe, expect, test } from 'vitest';
import { dockRoom, setDockHeight } from './dock-room.ts';
import { DOCK_HEIGHT_VAR } from './layout.ts';

const read = (element: HTMLElement) => element.style.getPropertyValue(DOCK_HEIGHT_VAR);

afterEach(() => setDockHeight(0));

describe('the room for the overlay dock', () => {
  test('is written on the elements that read it, never on <html>', () => {
    const spacer = document.createElement('div');
    const release = dockRoom(spacer);
    expect(read(spacer)).toBe('');
    setDockHeight(152);
    expect(read(spacer)).toBe('152px');
    expect(read(document.documentElement)).toBe('');
    // An element mounted later (the install control) starts with the current height.
    const later = document.createElement('div');
    dockRoom(later);
    expect(read(later)).toBe('152px');
    setDockHeight(0);
    expect(read(spacer)).toBe('');
    expect(read(later)).toBe('');
    release?.();
  });

  test('touches no element when the height is unchanged, and lets go of a released one', () => {
    const spacer = document.createElement('div');
    const release = dockRoom(spacer);
    setDockHeight(80);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(spacer, { attributes: true });
    setDockHeight(80);
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);
    release?.();
    expect(read(spacer)).toBe('');
    setDockHeight(90);
    expect(read(spacer)).toBe('');
    observer.disconnect();
  });
});
