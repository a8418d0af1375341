/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useForm } from "react-hook-form";
import en from "@/messages/en.json";
import { FormField } from "./form-field";
import { Input } from "./input";
import { Select } from "./select";

type Values = { plan: string };
const saved = jest.fn();

function PlanForm({ error }: { error?: string }) {
  const form = useForm<Values>({ defaultValues: { plan: "starter" } });
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <form onSubmit={form.handleSubmit((values) => saved(values))}>
        <FormField label="Plan" error={error}>
          <Select {...form.register("plan")}>
            <option value="free">Free</option>
            <option value="starter">Starter</option>
          </Select>
        </FormField>
        <button type="button" onClick={() => form.setFocus("plan")}>
          Focus plan
        </button>
        <button type="submit">Save</button>
      </form>
    </NextIntlClientProvider>
  );
}

beforeEach(() => jest.clearAllMocks());

describe("Select", () => {
  it("is a native select tied to its label, with the same focus ring as Input", () => {
    render(<PlanForm />);
    const select = screen.getByRole("combobox", { name: "Plan" });
    expect(select.tagName).toBe("SELECT");
    const ring = (element: HTMLElement) => element.className.split(" ").filter((name) => name.startsWith("focus-visible:"));
    render(<Input aria-label="Name" />);
    expect(ring(select)).toEqual(ring(screen.getByRole("textbox", { name: "Name" })));
    expect(ring(select)).toContain("focus-visible:outline-ring");
    expect(select.className).toContain("disabled:opacity-50");
    expect(select.className).toContain("aria-invalid:border-destructive");
  });

  it("takes react-hook-form's register: its name, change handler and ref", async () => {
    render(<PlanForm />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Plan" });
    expect(select.name).toBe("plan");
    expect(select.value).toBe("starter");
    fireEvent.change(select, { target: { value: "free" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(saved).toHaveBeenCalledWith({ plan: "free" });
    // setFocus reaches the element only through the registered ref (and focuses it on the next tick).
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Focus plan" }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(select);
  });

  it("is marked invalid and described by its error through FormField", () => {
    render(<PlanForm error="campaignConfig.errors.tooLong" />);
    const select = screen.getByRole("combobox", { name: "Plan" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(select.getAttribute("aria-describedby")!)?.textContent).toBe("This field is too long.");
  });

  it("lets a caller change its width and size", () => {
    render(
      <Select aria-label="Language" className="h-9 w-auto px-2 text-sm">
        <option>English</option>
      </Select>,
    );
    const classes = screen.getByRole("combobox", { name: "Language" }).className.split(" ");
    expect(classes).toEqual(expect.arrayContaining(["h-9", "w-auto", "px-2", "text-sm"]));
    expect(classes).not.toEqual(expect.arrayContaining(["h-10"]));
    expect(classes).not.toEqual(expect.arrayContaining(["w-full"]));
  });
});
