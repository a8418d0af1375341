import { z } from "zod";

// The creative copied from the analysed product page's own photo. A product has one photo, so one id
// tells the wizard whether it was already added (a new analysis starts with no creatives).
export const PRODUCT_PHOTO_ID = "product-photo";

export const productPhotoInputSchema = z.object({
  url: z.string().trim().min(1).max(2048),
  /** How many creatives the wizard holds now (spec 001 §5: at most 5). */
  total: z.number().int().min(0).max(100),
});
