// Small text and number helpers shared by the fake Meta's modules. Never used by production code.
import { createHash } from "node:crypto";

/** Lower case without accents: "São Paulo" → "sao paulo". */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** A stable non-negative 32-bit number for a string, so the fake's made-up figures are deterministic. */
export const hashNumber = (text: string) => createHash("sha256").update(text).digest().readUInt32BE(0);

export const md5 = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");

const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000; // Brazil has kept UTC-3 all year since 2019

/** "2025-10-14T09:30:00-0300": how Graph writes times, in the ad account's time zone. */
export function graphTime(ms: number): string {
  return `${new Date(ms + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 19)}-0300`;
}

/** The ad account's calendar day ("2025-10-14") at an instant. */
export const accountDay = (ms: number) => new Date(ms + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);

/** A time parameter as Meta takes it: ISO 8601 (with or without offset) or a Unix timestamp. */
export function parseTimeParam(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(ms) ? Number.NaN : ms;
}
