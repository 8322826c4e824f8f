// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_ENTRANCE_ATTRIBUTE, fadeInChildren, play } from './motion.ts';

/** jsdom has no Web Animations: each animate() call is recorded instead. */
function recordAnimations() {
  const calls: Array<{ element: Element; keyframes: Keyframe[] }> = [];
  Element.prototype.animate = function (this: Element, keyframes: Keyframe[] | PropertyIndexedKeyframes | null) {
    calls.push({ element: this, keyframes: keyframes as Keyframe[] });
    return { cancel() {} } as Animation;
  } as Element['animate'];
  return calls;
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);

/** MutationObserver's records arrive in a microtask. */
const observed = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).animate;
  document.body.replaceChildren();
});

describe('play', () => {
  it('animates the element with the keyframes given', () => {
    const calls = recordAnimations();
    reducedMotion(false);
    const element = document.createElement('section');
    expect(play(element, [{ opacity: 0 }, { opacity: 1 }], 240)).not.toBeNull();
    expect(calls).toEqual([{ element, keyframes: [{ opacity: 0 }, { opacity: 1 }] }]);
  });

  it('plays nothing for a viewer who asks for reduced motion, nor without the API', () => {
    const element = document.createElement('section');
    reducedMotion(false);
    expect(play(element, [{ opacity: 0 }], 240)).toBeNull();
    const calls = recordAnimations();
    reducedMotion(true);
    expect(play(element, [{ opacity: 0 }], 240)).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('fadeInChildren', () => {
  it('fades in the children added later, but not those with an entrance of their own', async () => {
    const calls = recordAnimations();
    reducedMotion(false);
    const dock = document.body.appendChild(document.createElement('div'));
    const before = dock.appendChild(document.createElement('p'));
    const stop = fadeInChildren(dock, 240);
    const banner = dock.appendChild(document.createElement('section'));
    const own = document.createElement('section');
    own.setAttribute(OWN_ENTRANCE_ATTRIBUTE, '');
    dock.appendChild(own);
    // A grandchild is its parent's business.
    banner.appendChild(document.createElement('span'));
    await observed();
    expect(calls.map((c) => c.element)).toEqual([banner]);
    expect(calls[0]?.keyframes).toEqual([{ opacity: 0 }, { opacity: 1 }]);
    expect(calls.some((c) => c.element === before)).toBe(false);
    stop();
    dock.appendChild(document.createElement('section'));
    await observed();
    expect(calls).toHaveLength(1);
  });
});
