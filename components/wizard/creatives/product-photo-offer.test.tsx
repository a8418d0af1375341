/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { importProductPhotoAction } from "@/lib/wizard/actions";
import en from "@/messages/en.json";
import type { Creative } from "../state/wizard-state";
import { CreativesManager } from "./creatives-manager";
import { ProductPhotoOffer } from "./product-photo-offer";

jest.mock("@/lib/wizard/actions", () => ({ importProductPhotoAction: jest.fn(), generateImageAction: jest.fn(), getImageJobAction: jest.fn() }));
const importPhoto = importProductPhotoAction as unknown as jest.Mock;

const inEnglish = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );
const photoUrl = "https://loja.example/img/tenis.jpg";
const creative = (id: string): Creative => ({ id, type: "image", url: `/api/uploads/media/u/${id}.jpg`, name: id, generated: false, isMain: false });
const useButton = () => screen.getByRole<HTMLButtonElement>("button", { name: /product photo|Importing/ });

beforeEach(() => jest.clearAllMocks());

describe("ProductPhotoOffer", () => {
  it("offers the photo with its preview, shows progress, then adds the creative", async () => {
    const dispatch = jest.fn();
    let answer: (value: unknown) => void = () => {};
    importPhoto.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    inEnglish(<ProductPhotoOffer imageUrl={photoUrl} creatives={[creative("a")]} total={1} dispatch={dispatch} />);
    expect(screen.getByRole("img", { name: "The photo found on the product page" }).getAttribute("src")).toBe(photoUrl);

    await act(async () => fireEvent.click(useButton()));
    expect(importPhoto).toHaveBeenCalledWith({ url: photoUrl, total: 1 });
    expect(useButton().textContent).toBe("Importing the photo...");
    expect(useButton().disabled).toBe(true);

    const added = { ...creative("product-photo"), url: "/api/uploads/media/u/1-ab.jpg" };
    await act(async () => answer({ ok: true, data: added }));
    expect(dispatch).toHaveBeenCalledWith({ type: "creativeAdded", creative: added });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a refusal inline, with the spec's message in English, and adds nothing", async () => {
    const dispatch = jest.fn();
    importPhoto.mockResolvedValue({ ok: false, error: "wizard.media.errors.imageTooSmall", values: { width: 300, height: 300 } });
    inEnglish(<ProductPhotoOffer imageUrl={photoUrl} creatives={[]} total={0} dispatch={dispatch} />);
    await act(async () => fireEvent.click(useButton()));
    expect(screen.getByRole("alert").textContent).toBe("Image too small (300x300px). Meta requires at least 600x600px");
    expect(useButton().disabled).toBe(false);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("is disabled at the limit of 5 media", () => {
    const five = ["a", "b", "c", "d", "e"].map(creative);
    inEnglish(<ProductPhotoOffer imageUrl={photoUrl} creatives={five} total={5} dispatch={jest.fn()} />);
    expect(useButton().disabled).toBe(true);
    expect(screen.getByText("Media limit reached")).toBeTruthy();
  });

  it("is absent without a photo, or once the photo is a creative", () => {
    const { container, rerender } = inEnglish(<ProductPhotoOffer imageUrl={null} creatives={[]} total={0} dispatch={jest.fn()} />);
    expect(container.innerHTML).toBe("");
    rerender(
      <NextIntlClientProvider locale="en" messages={en}>
        <ProductPhotoOffer imageUrl={photoUrl} creatives={[creative("product-photo")]} total={1} dispatch={jest.fn()} />
      </NextIntlClientProvider>,
    );
    expect(container.innerHTML).toBe("");
  });
});

describe("CreativesManager", () => {
  it("says each creative becomes an ad in every active ad set, and offers the product photo", () => {
    inEnglish(<CreativesManager creatives={[]} productTitle="Tênis" productImageUrl={photoUrl} dispatch={jest.fn()} />);
    expect(screen.getByText("Each creative becomes an ad in every active ad set.")).toBeTruthy();
    expect(useButton().textContent).toBe("Use the product photo");
  });
});
