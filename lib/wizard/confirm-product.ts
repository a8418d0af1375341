import { parseBudgetInput } from "@/lib/money/budget-input";
import { currencyCode, DEFAULT_CURRENCY, toMajor } from "@/lib/money/currency";
import type { WizardProduct } from "./draft-schema";
import { productForGenerationSchema } from "./schemas";

// Issue 31 item 7 (docs/decisions/024-not-a-product-page.md): before the copy is written, the seller confirms
// the product's name, price and photo whenever the page is not clearly a product page or one of them is missing.

/** The currency the price is typed in: the page's, else the Brazilian real. */
export const priceCurrency = (product: Pick<WizardProduct, "currency">): string =>
  product.currency && currencyCode.test(product.currency) ? product.currency : DEFAULT_CURRENCY;

/**
 * What the confirmation starts from: what the reader found. An article's title names the article (or its
 * site) and a price on it is another product's: neither is offered as the product's.
 */
export function confirmationDefaults(product: WizardProduct): { title: string; price: number | null; imageUrl: string | null } {
  if (product.page === "article") return { title: "", price: null, imageUrl: null };
  return { title: product.title ?? "", price: product.price, imageUrl: product.imageUrl };
}

/** The photos the seller chooses from: the one read first, then the page's others. */
export const photoChoices = (product: WizardProduct): string[] => [
  ...new Set([product.imageUrl, ...(product.images ?? [])].filter((url): url is string => Boolean(url))),
];

export type ConfirmationInput = { title: string; priceText: string; imageUrl: string | null };
export type ConfirmationErrors = { title?: string; price?: string };
/** A confirmed product always has a name. */
export type ConfirmedProduct = WizardProduct & { title: string };

/**
 * The product as the seller confirmed it, by the rules the copy's generation checks (lib/wizard/schemas.ts), or
 * the message key of each field that breaks one. A blank price is no price. The page's description stays only
 * while the name is the one the page gave: a product named by the seller is not the one the page describes.
 */
export function readConfirmation(
  product: WizardProduct,
  input: ConfirmationInput,
): { ok: true; product: ConfirmedProduct } | { ok: false; errors: ConfirmationErrors } {
  const errors: ConfirmationErrors = {};
  const title = productForGenerationSchema.shape.title.safeParse(input.title);
  if (!title.success) errors.title = title.error.issues[0]?.message;
  const currency = priceCurrency(product);
  let price: number | null = null;
  if (input.priceText.trim()) {
    const typed = parseBudgetInput(input.priceText, currency);
    const checked = productForGenerationSchema.shape.price.safeParse(typed.ok ? toMajor(typed.minor, currency) : Number.NaN);
    if (!typed.ok) errors.price = "wizard.confirm.errors.priceInvalid";
    else if (!checked.success) errors.price = checked.error.issues[0]?.message;
    else price = checked.data;
  }
  if (!title.success || errors.price) return { ok: false, errors };
  const imageUrl = input.imageUrl && photoChoices(product).includes(input.imageUrl) ? input.imageUrl : null;
  const sameName = product.page !== "article" && title.data === product.title?.trim();
  return {
    ok: true,
    product: {
      ...product,
      title: title.data,
      price,
      currency: price === null ? product.currency : currency,
      imageUrl,
      description: sameName ? product.description : null,
      brand: sameName ? product.brand : null,
      category: sameName ? product.category : null,
    },
  };
}
