// A table that becomes a stack of cards below md (375 px phones): the header row stays for screen
// readers, and each cell shows its column's name (its data-label) before its value.
export const stackedTable = {
  frame: "md:overflow-x-auto md:rounded-lg md:border",
  table: "w-full text-sm max-md:block",
  head: "bg-muted/50 text-left max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "border-t align-top max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-3",
  cell: "p-3 max-md:grid max-md:min-w-0 max-md:grid-cols-[7rem_minmax(0,1fr)] max-md:items-start max-md:gap-2 max-md:p-0 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] max-md:[overflow-wrap:anywhere]",
};
