/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { StackedTable } from "./stacked-table";

const people = [
  { id: "1", name: "Ana", email: "ana@example.com" },
  { id: "2", name: "Bruno", email: "bruno@example.com" },
];

describe("StackedTable", () => {
  it("names each column once in the header, and each cell after its column for phones", () => {
    render(
      <StackedTable
        rows={people}
        rowKey={(person) => person.id}
        columns={[
          { label: "Name", className: "font-medium", cell: (person) => person.name },
          { label: "Email", headClassName: "text-right", cell: (person) => person.email },
        ]}
      />,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Name", "Email"]);
    expect(headers[0]!.getAttribute("scope")).toBe("col");
    expect(headers[1]!.className).toContain("text-right");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole("cell");
    expect(cells.map((cell) => [cell.getAttribute("data-label"), cell.textContent])).toEqual([
      ["Name", "Bruno"],
      ["Email", "bruno@example.com"],
    ]);
    expect(cells[0]!.className).toContain("font-medium");
    expect(cells[0]!.className).toContain("max-md:before:content-[attr(data-label)]");
  });
});
