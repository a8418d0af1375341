/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { AlertTriangle, Info } from "@/components/ui/icons";
import { Banner } from "./banner";

describe("Banner", () => {
  it("is announced with the role it is given, its title a heading, its action inside", () => {
    render(
      <Banner role="status" tone="warning" icon={AlertTriangle} title="Plan expired" actions={<a href="/plans">Renew now</a>}>
        <p>Your plan expired on 1 May.</p>
      </Banner>,
    );
    const banner = screen.getByRole("status");
    expect(screen.getByRole("heading", { level: 2, name: "Plan expired" })).toBeTruthy();
    expect(banner.textContent).toContain("Your plan expired on 1 May.");
    expect(banner.contains(screen.getByRole("link", { name: "Renew now" }))).toBe(true);
    expect(banner.className).toContain("bg-amber-50");
  });

  it("can be an alert or a note, or have no role at all", () => {
    const { rerender } = render(<Banner role="alert" tone="warning" icon={AlertTriangle} title="Careful" />);
    expect(screen.getByRole("alert")).toBeTruthy();
    rerender(<Banner role="note" tone="neutral" icon={Info} title="Taxes" />);
    expect(screen.getByRole("note")).toBeTruthy();
    rerender(
      <Banner tone="neutral" icon={Info}>
        {"Words"}
      </Banner>,
    );
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByText("Words")).toBeTruthy();
  });

  it("stacked, its title is a line of the notice rather than a heading, and the icon is hidden from screen readers", () => {
    const { container } = render(
      <Banner role="status" tone="info" layout="stacked" icon={Info} title="3 ad sets added">
        <p>The minimum budget went up.</p>
      </Banner>,
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("3 ad sets addedThe minimum budget went up.");
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
