// Prices as sellers write them: "R$ 1.299,90", "$1,299.90", "48,00", "1299", "USD 59".

/** The amount in major units, or null when the text holds no price. */
export function parsePrice(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) && text > 0 ? text : null;
  if (!text) return null;
  const match = /\d[\d.,\s\u00a0]*/.exec(text.replace(/&nbsp;/g, " "));
  if (!match) return null;
  let digits = match[0].replace(/[\s\u00a0]/g, "").replace(/[.,]+$/, "");
  const lastDot = digits.lastIndexOf(".");
  const lastComma = digits.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the last one is the decimal separator.
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    digits = digits.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const parts = digits.split(lastComma >= 0 ? "," : ".");
    const tail = parts[parts.length - 1] ?? "";
    // Repeated, or a single one followed by exactly three digits ("1.299", "12,500"): thousands.
    const thousands = parts.length > 2 || (tail.length === 3 && parts[0] !== "0");
    digits = thousands ? parts.join("") : `${parts.slice(0, -1).join("")}.${tail}`;
  }
  const value = Number(digits);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}
