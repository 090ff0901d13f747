// What waits for the page (lib/ui/use-after-load.ts): an animation or a download waits for load
// and an idle moment; a popup waits for load only, so it does not come seconds after the page
// looked finished.
import { act, renderHook } from '@testing-library/react';
import { useAfterLoad } from '@/lib/ui/use-after-load';

describe('useAfterLoad', () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };

  beforeEach(() => {
    idleCallbacks.length = 0;
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  afterAll(() => {
    window.requestIdleCallback = original.request;
    window.cancelIdleCallback = original.cancel;
  });

  it('waits for an idle moment after load by default', () => {
    expect(document.readyState).toBe('complete');
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('with idle false, is true once the page has loaded, asking for no idle moment', () => {
    const { result } = renderHook(() => useAfterLoad({ idle: false }));
    expect(result.current).toBe(true);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('with idle false, waits for the load event while the page is still loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useAfterLoad({ idle: false }));
    expect(result.current).toBe(false);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(true);
    readyState.mockRestore();
  });
});
