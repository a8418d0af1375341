/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { ComponentErrorBoundary } from "./error-boundary";

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error("boom");
  return <p>All good</p>;
}

function Harness() {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ComponentErrorBoundary>
        <Fragile />
      </ComponentErrorBoundary>
    </NextIntlClientProvider>
  );
}

describe("ComponentErrorBoundary", () => {
  it("shows 'Component error' (the spec's 'Erro no Componente' in English) instead of a blank page, and retries", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole("alert").textContent).toContain("Component error");
    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("All good")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    consoleError.mockRestore();
  });
});
