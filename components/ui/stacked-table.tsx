import type { ReactNode } from "react";

// A table that becomes a stack of cards below md (375 px phones): the header row stays for screen
// readers, and each cell shows its column's name (its data-label) before its value.
const classes = {
  frame: "md:overflow-x-auto md:rounded-lg md:border",
  table: "w-full text-sm max-md:block",
  head: "bg-muted/50 text-left max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "border-t align-top max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-3",
  cell: "p-3 max-md:grid max-md:min-w-0 max-md:grid-cols-[7rem_minmax(0,1fr)] max-md:items-start max-md:gap-2 max-md:p-0 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] max-md:[overflow-wrap:anywhere]",
};

export type Column<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** The column's cells' own classes (widths and truncation from md up, weight). */
  className?: string;
  headClassName?: string;
};

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** `className`: the table's, e.g. its least width from md up. */
export function StackedTable<Row>({
  columns,
  rows,
  rowKey,
  className,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string;
}) {
  return (
    <div className={classes.frame}>
      <table className={join(classes.table, className)}>
        <thead className={classes.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={join("p-3 font-medium", column.headClassName)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classes.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classes.row}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={join(classes.cell, column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
