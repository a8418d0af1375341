/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { PLACEHOLDER_ROTATION_MS, useRotatingPlaceholder } from "./use-rotating-placeholder";

const EXAMPLES = ["a.com.br/1", "b.com.br/2", "c.com.br/3"];

describe("useRotatingPlaceholder (001 §2 Step 1)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("moves to the next example every 2.5 s and wraps around", () => {
    expect(PLACEHOLDER_ROTATION_MS).toBe(2500);
    const { result } = renderHook(() => useRotatingPlaceholder(EXAMPLES, false));
    expect(result.current).toBe("a.com.br/1");
    act(() => jest.advanceTimersByTime(PLACEHOLDER_ROTATION_MS - 1));
    expect(result.current).toBe("a.com.br/1");
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe("b.com.br/2");
    act(() => jest.advanceTimersByTime(2 * PLACEHOLDER_ROTATION_MS));
    expect(result.current).toBe("a.com.br/1");
  });

  it("stays put while paused (input focused or loading) and resumes after", () => {
    const { result, rerender } = renderHook(({ paused }) => useRotatingPlaceholder(EXAMPLES, paused), { initialProps: { paused: true } });
    act(() => jest.advanceTimersByTime(10 * PLACEHOLDER_ROTATION_MS));
    expect(result.current).toBe("a.com.br/1");
    rerender({ paused: false });
    act(() => jest.advanceTimersByTime(PLACEHOLDER_ROTATION_MS));
    expect(result.current).toBe("b.com.br/2");
  });
});
