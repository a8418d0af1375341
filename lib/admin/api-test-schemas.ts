import { z } from "zod";

// The inputs of the /api-test page's four tests (spec 000 §2 API test); blank inputs are refused
// (the page also disables its buttons while an input is empty).
const required = (max: number) => z.string().trim().min(1, { error: "apiTest.errors.inputRequired" }).max(max, { error: "apiTest.errors.inputTooLong" });

export const openAITestSchema = z.object({ prompt: required(2000) });
export const extractionTestSchema = z.object({ url: required(2048) });
// spec 001 §5: image prompts hold at most 200 characters.
export const replicateTestSchema = z.object({ prompt: required(200) });
export const metaTestSchema = z.object({ message: required(200) });
