import { describe, expect, it } from 'vitest';

import { appliedCpuRates, lighthouseArguments } from '../performance/lighthouse.mjs';

describe('Lighthouse runs of the bench', () => {
  it('leaves throttling to Lighthouse’s simulation by default', () => {
    const args = lighthouseArguments('http://127.0.0.1:1/docs/api/cards/', '/tmp/r.json', '/tmp/profile');
    expect(args[0]).toBe('http://127.0.0.1:1/docs/api/cards/');
    expect(args).toContain('--form-factor=mobile');
    expect(args.some((arg) => arg.startsWith('--throttling'))).toBe(false);
    expect(args.at(-1)).toMatch(/--user-data-dir=\/tmp\/profile$/);
  });

  it('applies the CPU slowdown in Chromium when asked', () => {
    const args = lighthouseArguments('http://x/', '/tmp/r.json', '/tmp/p', { appliedCpuSlowdown: 8 });
    expect(args).toContain('--throttling-method=devtools');
    expect(args).toContain('--throttling.cpuSlowdownMultiplier=8');
  });

  it('refuses a slowdown below 1', () => {
    expect(() => lighthouseArguments('http://x/', '/r', '/p', { appliedCpuSlowdown: 0.5 })).toThrow(
      /not a number of at least 1/,
    );
  });

  it('reads --applied-cpu: 4 and 8 by default, or the rates given', () => {
    expect(appliedCpuRates('--applied-cpu')).toEqual([4, 8]);
    expect(appliedCpuRates('--applied-cpu=6')).toEqual([6]);
    expect(appliedCpuRates('--applied-cpu=2,4, 8')).toEqual([2, 4, 8]);
  });

  it('names the option and the bad rate', () => {
    expect(() => appliedCpuRates('--applied-cpu=4,fast')).toThrow('--applied-cpu: "fast" is not a CPU slowdown');
    expect(() => appliedCpuRates('--applied-cpu=0')).toThrow('"0"');
    expect(() => appliedCpuRates('--applied-cpu=')).toThrow('--applied-cpu');
    expect(() => appliedCpuRates('--applied-cpu=4,,8')).toThrow('--applied-cpu');
  });
});
