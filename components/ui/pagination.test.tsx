/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { Pagination } from "./pagination";

const labels = (page: number, pageCount: number) => ({ nav: "Pages of users", previous: "Previous", next: "Next", status: `Page ${page} of ${pageCount}` });
const href = (page: number) => `/admin?page=${page}`;

describe("Pagination", () => {
  it("shows nothing for a single page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} href={href} labels={labels(1, 1)} />);
    expect(container.innerHTML).toBe("");
  });

  it("links the pages before and after, inside a named navigation", () => {
    render(<Pagination page={2} pageCount={3} href={href} labels={labels(2, 3)} />);
    const nav = screen.getByRole("navigation", { name: "Pages of users" });
    expect(within(nav).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/admin?page=1");
    expect(within(nav).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/admin?page=3");
    expect(within(nav).getByText("Page 2 of 3")).toBeTruthy();
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} href={href} labels={labels(1, 3)} />);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    rerender(<Pagination page={3} pageCount={3} href={href} labels={labels(3, 3)} />);
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "Previous" })).toBeTruthy();
  });

  it("numbers the pages when asked, marking the current one and hiding the gaps from screen readers", () => {
    const numbers = { pages: [1, null, 4, 5, 6], name: (page: number) => `Page ${page}`, text: String };
    render(<Pagination page={5} pageCount={6} href={href} labels={labels(5, 6)} numbers={numbers} />);
    const current = screen.getByRole("link", { name: "Page 5" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/admin?page=5");
    expect(screen.getByRole("link", { name: "Page 4" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByText("…").getAttribute("aria-hidden")).toBe("true");
    // The words are for phones only once the numbers are there.
    expect(screen.getByText("Page 5 of 6").className).toContain("sm:hidden");
  });
});
