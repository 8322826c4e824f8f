// Entrances and exits played with the Web Animations API instead of CSS animations. A CSS
// animation fires animationstart and animationend at its element, and React's listener at the
// root runs its whole event dispatch for each, whether or not anything listens: after a first
// visit's hydration, the cookie banner's slide-in made two tasks of 11–19 ms that way in
// Lighthouse's traces. element.animate() fires no DOM event. Nothing moves for viewers who ask
// for reduced motion.

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Plays `keyframes` on `element` for `durationMs` with an ease-out, holding the first frame
 * until it starts and the last one after it ends; null where nothing is played (reduced
 * motion, or a browser without the API).
 */
export function play(element: Element, keyframes: Keyframe[], durationMs: number): Animation | null {
  if (prefersReducedMotion() || typeof element.animate !== 'function') return null;
  return element.animate(keyframes, { duration: durationMs, easing: 'ease-out', fill: 'both' });
}

/** The attribute that tells a container's entrance (below) to leave an element to its own. */
export const OWN_ENTRANCE_ATTRIBUTE = 'data-own-entrance';

/**
 * Fades in every element added to `container` from now on (its children only), but those
 * marked with OWN_ENTRANCE_ATTRIBUTE. Returns what stops watching.
 */
export function fadeInChildren(container: Element, durationMs: number): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && !node.hasAttribute(OWN_ENTRANCE_ATTRIBUTE)) play(node, [{ opacity: 0 }, { opacity: 1 }], durationMs);
      }
    }
  });
  observer.observe(container, { childList: true });
  return () => observer.disconnect();
}
