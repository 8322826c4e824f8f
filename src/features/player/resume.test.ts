import { describe, expect, it } from 'vitest';
import { resumePosition, watchedPercent } from './resume.ts';

describe('where on-demand playback starts', () => {
  it('starts at the beginning without saved progress', () => {
    expect(resumePosition(null, 600)).toBe(0);
  });

  it('resumes at the saved position', () => {
    expect(resumePosition({ position: 120, duration: 600 }, 600)).toBe(120);
  });

  it('starts over within the first seconds and within the last 5 %', () => {
    expect(resumePosition({ position: 4, duration: 600 }, 600)).toBe(0);
    expect(resumePosition({ position: 570, duration: 600 }, 600)).toBe(0);
    expect(resumePosition({ position: 569, duration: 600 }, 600)).toBe(569);
  });

  it("takes the stream's duration over the saved one when known, else the saved one", () => {
    expect(resumePosition({ position: 100, duration: 1000 }, 104)).toBe(0);
    expect(resumePosition({ position: 100, duration: 1000 }, null)).toBe(100);
    expect(resumePosition({ position: 100, duration: 0 }, null)).toBe(0);
  });

  it('reports the share watched as a whole percentage, within 0–100', () => {
    expect(watchedPercent({ position: 150, duration: 600 })).toBe(25);
    expect(watchedPercent({ position: 0, duration: 0 })).toBe(0);
    expect(watchedPercent({ position: 700, duration: 600 })).toBe(100);
  });
});
