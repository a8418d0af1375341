/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import en from "@/messages/en.json";
import { AdSetCard } from "./ad-set-card";

type Values = { title: string; primaryText: string; enabled: boolean };

function Card({ errors }: { errors?: { title?: { message?: string } } }) {
  const form = useForm<Values>({ defaultValues: { title: "Corra já", primaryText: "", enabled: true } });
  const values = useWatch({ control: form.control });
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <AdSetCard
        name="Corrida"
        enabled={Boolean(values.enabled)}
        toggle={form.register("enabled")}
        budget="Budget: R$20.00 per day"
        values={{ title: values.title ?? "", primaryText: values.primaryText ?? "" }}
        errors={errors}
        register={(field) => form.register(field)}
      />
    </NextIntlClientProvider>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

describe("AdSetCard", () => {
  it("ties each copy field to its label and its character count, which follows the typing", () => {
    render(<Card />);
    expect(screen.getByRole("region", { name: "Corrida" })).toBeTruthy();
    const title = screen.getByRole<HTMLInputElement>("textbox", { name: "Title" });
    expect(title.name).toBe("title");
    expect(title.maxLength).toBe(40);
    expect(describedBy(title)).toBe("8/40 characters");
    fireEvent.change(title, { target: { value: "Corra" } });
    expect(describedBy(title)).toBe("5/40 characters");
    const text = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Primary text" });
    expect(text.maxLength).toBe(125);
    expect(describedBy(text)).toBe("0/125 characters");
  });

  it("says a field's problem naming the set, and marks the field invalid", () => {
    render(<Card errors={{ title: { message: "wizard.save.errors.adSetTitle" } }} />);
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(title)).toBe('8/40 characters | Ad set "Corrida" needs a title');
    expect(screen.getByRole("textbox", { name: "Primary text" }).getAttribute("aria-invalid")).toBeNull();
  });

  it("has an Active switch described by the set's budget", () => {
    render(<Card />);
    const active = screen.getByRole<HTMLInputElement>("switch", { name: "Active" });
    expect(active.checked).toBe(true);
    expect(describedBy(active)).toBe("Budget: R$20.00 per day");
  });
});
