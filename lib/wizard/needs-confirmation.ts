import type { PageKind } from "@/lib/scrape/page-kind";
import type { WizardProduct } from "./draft-schema";

// Issue 31 item 7 (docs/decisions/024-not-a-product-page.md), read by the wizard's first step: a module of its
// own, free of zod, so that the step's code does not carry the confirmation's schemas (issue 37).

type Read = Pick<WizardProduct, "title" | "price" | "imageUrl"> & { page: PageKind };

/** Whether the seller confirms the product first: the page is not a product page, or its name, price or photo was not found. */
export const needsConfirmation = (product: Read): boolean => product.page !== "product" || !product.title || product.price === null || !product.imageUrl;
