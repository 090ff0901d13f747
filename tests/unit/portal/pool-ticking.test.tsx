// Issue #30: the home's jackpot ticks up between the platform's real readings, never past the
// latest one; a drop (the pool was won) and every change for readers who prefer reduced motion are
// drawn at once.
import { act, renderHook } from '@testing-library/react';
import { poolBetween, useTickingPool } from '@/components/games/pool-ticking';

const POLL_MS = 10_000;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
}

describe('the ticking pool', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('climbs evenly from one reading to the next and stops there', () => {
    expect(poolBetween(1_000, 2_000, 0, POLL_MS)).toBe(1_000);
    expect(poolBetween(1_000, 2_000, 2_500, POLL_MS)).toBe(1_250);
    expect(poolBetween(1_000, 2_000, POLL_MS, POLL_MS)).toBe(2_000);
    expect(poolBetween(1_000, 2_000, 3 * POLL_MS, POLL_MS)).toBe(2_000);
    expect(poolBetween(2_000, 500, 1, POLL_MS)).toBe(500);
  });

  it('shows the first reading at once, then ticks towards each new one over the polling interval', () => {
    const { result, rerender } = renderHook(({ reading }) => useTickingPool(reading, POLL_MS), { initialProps: { reading: 50_000 as number | null } });
    expect(result.current).toBe(50_000);
    rerender({ reading: 51_000 });
    expect(result.current).toBe(50_000);
    act(() => jest.advanceTimersByTime(POLL_MS / 2));
    expect(result.current).toBeGreaterThan(50_000);
    expect(result.current).toBeLessThanOrEqual(50_500);
    const midway = result.current!;
    act(() => jest.advanceTimersByTime(POLL_MS / 4));
    expect(result.current).toBeGreaterThan(midway);
    act(() => jest.advanceTimersByTime(POLL_MS));
    expect(result.current).toBe(51_000);
    // Nothing beyond the last reading: the number waits for the next one.
    act(() => jest.advanceTimersByTime(5 * POLL_MS));
    expect(result.current).toBe(51_000);
  });

  it('a new reading mid-climb continues from what is on screen', () => {
    const { result, rerender } = renderHook(({ reading }) => useTickingPool(reading, POLL_MS), { initialProps: { reading: 10_000 as number | null } });
    rerender({ reading: 20_000 });
    act(() => jest.advanceTimersByTime(POLL_MS / 2));
    const shown = result.current!;
    rerender({ reading: 30_000 });
    expect(result.current).toBe(shown);
    act(() => jest.advanceTimersByTime(POLL_MS + 200));
    expect(result.current).toBe(30_000);
  });

  it('drops to the seed at once when the pool is won', () => {
    const { result, rerender } = renderHook(({ reading }) => useTickingPool(reading, POLL_MS), { initialProps: { reading: 90_000 as number | null } });
    rerender({ reading: 5_000 });
    expect(result.current).toBe(5_000);
  });

  it('jumps to each reading for readers who prefer reduced motion', () => {
    preferReducedMotion(true);
    const { result, rerender } = renderHook(({ reading }) => useTickingPool(reading, POLL_MS), { initialProps: { reading: null as number | null } });
    expect(result.current).toBeNull();
    rerender({ reading: 1_000 });
    expect(result.current).toBe(1_000);
    rerender({ reading: 2_000 });
    expect(result.current).toBe(2_000);
  });
});
