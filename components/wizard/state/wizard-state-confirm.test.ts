import type { WizardProduct } from "@/lib/wizard/draft-schema";
import { wizardDraftSchema } from "@/lib/wizard/draft-schema";
import { draftOf, initialWizardState, stateOf, wizardReducer, type WizardAction, type WizardState } from "./wizard-state";

// Issue 31 item 7: a page that is not clearly a product page stops on step 1 for the seller to confirm the
// product; the copy is generated (step 2) only from the product as confirmed.

const read: WizardProduct = {
  url: "https://loja.example/blog/dicas",
  title: "Blog da Loja",
  description: "Cinco dicas para começar a correr.",
  imageUrl: "https://loja.example/blog/capa.jpg",
  price: null,
  currency: "BRL",
  brand: null,
  category: null,
  fallback: true,
  page: "article",
  images: ["https://loja.example/blog/capa.jpg", "https://loja.example/img/relogio.jpg"],
};
const confirmed: WizardProduct = { ...read, title: "Relógio GPS", description: null, price: 459.9, imageUrl: "https://loja.example/img/relogio.jpg" };

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const typed = { ...initialWizardState, url: read.url };

describe("the product's confirmation in the wizard's state", () => {
  it("stays on step 1 with the product read, to be confirmed", () => {
    expect(run(typed, { type: "confirmationNeeded", product: read })).toEqual({ ...typed, step: 1, product: read });
  });

  it("goes on to the generation with the product as confirmed", () => {
    expect(run(typed, { type: "confirmationNeeded", product: read }, { type: "confirmed", product: confirmed })).toMatchObject({ step: 2, product: confirmed });
  });

  it("goes back to the URL field, kept, for another URL", () => {
    expect(run(typed, { type: "confirmationNeeded", product: read }, { type: "otherUrl" })).toEqual(typed);
  });

  it("keeps the confirmation in the draft, so a reload comes back to it", () => {
    const draft = draftOf(run(typed, { type: "confirmationNeeded", product: read }));
    const stored = wizardDraftSchema.parse(draft);
    expect(stored.product).toEqual(read);
    expect(stateOf(stored)).toMatchObject({ step: 1, url: read.url, product: read });
  });
});
