/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { BudgetField } from "./budget-field";

const onAmount = jest.fn();
const onInvalid = jest.fn();

function Field({ locale, minimum, currency = "BRL" }: { locale: "en" | "pt"; minimum?: number; currency?: string }) {
  const [text, setText] = useState("20,00");
  return (
    <NextIntlClientProvider locale={locale} messages={locale === "pt" ? pt : en} timeZone="America/Sao_Paulo">
      <BudgetField label="Budget" currency={currency} text={text} onTextChange={setText} onAmount={onAmount} onInvalid={onInvalid} minimum={minimum} />
    </NextIntlClientProvider>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>("Budget");
const typeThenLeave = (text: string) => {
  act(() => void fireEvent.change(input(), { target: { value: text } }));
  expect(input().value).toBe(text);
  act(() => void fireEvent.blur(input()));
};
// Intl writes "R$ 20,00" with a no-break space.
const note = () => screen.getByRole("status").textContent?.replace(/\s/g, " ");

beforeEach(() => jest.clearAllMocks());

describe("BudgetField", () => {
  it("keeps the typed text while editing and writes it in the reader's format on blur", () => {
    render(<Field locale="pt" minimum={2000} />);
    typeThenLeave("1500");
    expect(onAmount).toHaveBeenLastCalledWith(150_000);
    expect(input().value).toBe("1.500,00");
    typeThenLeave("1,500.00");
    expect(onAmount).toHaveBeenLastCalledWith(150_000);
    expect(input().value).toBe("1.500,00");
    typeThenLeave("R$ 48");
    expect(input().value).toBe("48,00");
    expect(note()).toBe("");
  });

  it("uses English writing in English", () => {
    render(<Field locale="en" minimum={2000} />);
    typeThenLeave("1.500,00");
    expect(onAmount).toHaveBeenLastCalledWith(150_000);
    expect(input().value).toBe("1,500.00");
  });

  it("raises an amount below the minimum and says so, until the seller types again", () => {
    render(<Field locale="pt" minimum={2000} />);
    typeThenLeave("10");
    expect(onAmount).toHaveBeenLastCalledWith(2000);
    expect(input().value).toBe("20,00");
    expect(note()).toBe("Mínimo R$ 20,00 aplicado");
    act(() => void fireEvent.change(input(), { target: { value: "25" } }));
    expect(note()).toBe("");
  });

  it("says it in English with the account's currency", () => {
    render(<Field locale="en" minimum={100} currency="USD" />);
    typeThenLeave("0.5");
    expect(onAmount).toHaveBeenLastCalledWith(100);
    expect(input().value).toBe("1.00");
    expect(note()).toBe("Minimum $1.00 applied");
  });

  it("refuses letters as a field error and keeps what was typed", () => {
    render(<Field locale="pt" minimum={2000} />);
    typeThenLeave("abc");
    expect(onInvalid).toHaveBeenCalledWith("campaignConfig.errors.budgetInvalid");
    expect(onAmount).not.toHaveBeenCalled();
    expect(input().value).toBe("abc");
    expect(note()).toBe("");
  });

  it("without a minimum (the edit page) reads a low amount as typed, for the form's rule to refuse", () => {
    render(<Field locale="pt" />);
    typeThenLeave("15,5");
    expect(onAmount).toHaveBeenLastCalledWith(1550);
    expect(input().value).toBe("15,50");
    expect(note()).toBe("");
  });
});
