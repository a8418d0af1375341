// A native <select> styled like the design system's Input (components/ui has no select yet); native
// controls are the most usable choice on a phone and by keyboard.
export const selectClassName =
  "flex h-10 rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";
