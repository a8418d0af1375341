/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import en from "@/messages/en.json";
import { CityPicker } from "./city-picker";

const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());

function Picker({ initial = [] as string[] }) {
  const [cities, setCities] = useState(initial);
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <form onSubmit={onSubmit}>
        <CityPicker value={cities} onChange={setCities} />
        <output data-testid="value">{cities.join(",")}</output>
      </form>
    </NextIntlClientProvider>
  );
}

const box = () => screen.getByRole("combobox", { name: "Cities (optional)" });
const key = (name: string) => act(() => void fireEvent.keyDown(box(), { key: name }));
const type = (text: string) => act(() => void fireEvent.change(box(), { target: { value: text } }));
const chosen = () => screen.getByTestId("value").textContent;
const options = () => within(screen.getByRole("listbox", { hidden: true })).queryAllByRole("option", { hidden: true });
const activeOption = () => document.getElementById(box().getAttribute("aria-activedescendant") ?? "");

beforeEach(() => onSubmit.mockClear());

describe("CityPicker: a searchable multi-select combobox", () => {
  it("is one tab stop for the whole list: the options are never focusable", () => {
    render(<Picker />);
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(options().length).toBeGreaterThan(70);
    expect(options().every((option) => !option.hasAttribute("tabindex"))).toBe(true);
    expect(screen.getByText("No city selected: the whole country.")).toBeTruthy();
  });

  it("filters as the seller types, ignoring accents and case, then picks with ↓ and Enter without submitting", () => {
    render(<Picker />);
    act(() => box().focus());
    type("sao p");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(options().map((option) => option.textContent)).toEqual(["São Paulo - SP"]);
    expect(screen.getByText("1 city found", { selector: "[aria-live]" })).toBeTruthy();

    key("ArrowDown");
    expect(activeOption()?.textContent).toBe("São Paulo - SP");
    key("Enter");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(chosen()).toBe("sao-paulo-sp");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(activeOption()?.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("1 city selected")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove São Paulo - SP" })).toBeTruthy();
    expect(document.activeElement).toBe(box());
  });

  it("moves through the matches with the arrow keys and picks several", () => {
    render(<Picker />);
    act(() => box().focus());
    type("campo");
    const labels = options().map((option) => option.textContent);
    expect(labels.length).toBeGreaterThan(2);
    // The first match is active as soon as the list is filtered (Enter would pick it).
    expect(activeOption()?.textContent).toBe(labels[0]);
    key("ArrowDown");
    key("ArrowDown");
    key("ArrowUp");
    expect(activeOption()?.textContent).toBe(labels[1]);
    key("Enter");
    key("ArrowUp");
    expect(activeOption()?.textContent).toBe(labels[0]);
    key("Enter");
    expect(chosen()?.split(",")).toHaveLength(2);
    // Enter on a chosen city drops it again.
    key("Enter");
    expect(chosen()?.split(",")).toHaveLength(1);
  });

  it("says when nothing matches; Escape closes the list, then clears the search", () => {
    render(<Picker />);
    act(() => box().focus());
    type("zzz");
    expect(screen.getByText("No city found", { selector: "[aria-live]" })).toBeTruthy();
    expect(box().getAttribute("aria-expanded")).toBe("false");
    type("recife");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    key("Escape");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect((box() as HTMLInputElement).value).toBe("recife");
    key("Escape");
    expect((box() as HTMLInputElement).value).toBe("");
  });

  it("removes a city with its chip's button or with Backspace in the empty search", () => {
    render(<Picker initial={["recife-pe", "sao-paulo-sp"]} />);
    const remove = screen.getByRole("button", { name: "Remove Recife - PE" });
    act(() => remove.focus());
    act(() => void fireEvent.click(remove));
    expect(chosen()).toBe("sao-paulo-sp");
    act(() => box().focus());
    key("Backspace");
    expect(chosen()).toBe("");
    expect(screen.getByText("No city selected: the whole country.")).toBeTruthy();
  });
});
