/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import type { WizardProduct } from "@/lib/wizard/draft-schema";
import { StepConfirmProduct } from "./step-confirm-product";

const HEADER = "https://loja.example/blog/capa.jpg";
const WATCH = "https://loja.example/img/relogio-gps.jpg";
const article: WizardProduct = {
  url: "https://loja.example/blog/dicas",
  title: "Blog da Loja",
  description: "Cinco dicas para começar a correr.",
  imageUrl: HEADER,
  price: 49.9,
  currency: "BRL",
  brand: null,
  category: null,
  fallback: true,
  page: "article",
  images: [HEADER, WATCH],
};

const dispatch = jest.fn();
beforeEach(() => dispatch.mockClear());

function show(product: WizardProduct, locale: "en" | "pt" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "pt" ? pt : en} timeZone="America/Sao_Paulo">
      <StepConfirmProduct product={product} dispatch={dispatch} />
    </NextIntlClientProvider>,
  );
}
const type = (label: string, value: string) => act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe("StepConfirmProduct", () => {
  it("focuses its heading and offers nothing of an article as the product's", () => {
    show(article);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Confirm the product" }));
    expect(screen.getByText(/^This page looks like an article/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Product name").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Price (R$)").value).toBe("");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "No photo for now" }).checked).toBe(true);
    expect(screen.getAllByRole("radio")).toHaveLength(3);
  });

  it("says each problem beside its field, focuses the first, and generates nothing", () => {
    show(article);
    type("Price (R$)", "abc");
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Continue and write the ad" })));
    const name = screen.getByLabelText("Product name");
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the product's name.").id).toBe(name.getAttribute("aria-describedby")?.split(" ").pop());
    expect(screen.getByText("Enter the price as an amount, like 89.90.")).toBeTruthy();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it("continues with the product as confirmed", () => {
    show(article, "pt");
    type("Nome do produto", "Relógio GPS");
    type("Preço (R$)", "459,9");
    act(() => void fireEvent.blur(screen.getByLabelText("Preço (R$)")));
    expect(screen.getByLabelText<HTMLInputElement>("Preço (R$)").value).toBe("459,90");
    act(() => void fireEvent.click(screen.getByRole("radio", { name: /relogio-gps\.jpg/ })));
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Continuar e escrever o anúncio" })));
    expect(dispatch).toHaveBeenCalledWith({
      type: "confirmed",
      product: expect.objectContaining({ title: "Relógio GPS", price: 459.9, currency: "BRL", imageUrl: WATCH, description: null }),
    });
  });

  it("starts a product page's confirmation from what was read, and goes back to the URL on request", () => {
    show({ ...article, title: "Caneca Café Forte", page: "other", price: null, imageUrl: null, images: [] });
    expect(screen.getByText(/^This page doesn't look like a product page/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Product name").value).toBe("Caneca Café Forte");
    expect(screen.getByText("We found no photos on the page.")).toBeTruthy();
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Use another URL" })));
    expect(dispatch).toHaveBeenCalledWith({ type: "otherUrl" });
  });
});
