// The catalogue's landing.demo texts the demo shows: read by the server (hero.tsx), handed to the demo's button
// (live-demo.tsx) and, when it opens, to the demo itself (live-demo-panel.tsx).
export const DEMO_KEYS = ["view", "hide", "title", "urlLabel", "urlPlaceholder", "generate", "generating", "progress"] as const;
export const DEMO_SAMPLE_KEYS = ["label", "sponsored", "headline", "body", "cta", "audienceLabel", "audience", "objectiveLabel", "objective"] as const;
export type DemoTexts = Record<(typeof DEMO_KEYS)[number], string> & { sample: Record<(typeof DEMO_SAMPLE_KEYS)[number], string> };
