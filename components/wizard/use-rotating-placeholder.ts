"use client";

import { useEffect, useState } from "react";

export const PLACEHOLDER_ROTATION_MS = 2500;

/** spec 001 §2 Step 1: the input's example rotates every 2.5 s, paused while `paused` is true. */
export function useRotatingPlaceholder(examples: readonly string[], paused: boolean): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || examples.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % examples.length), PLACEHOLDER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, examples.length]);
  return examples[index] ?? "";
}
