// What every form control shares (Input, Textarea, Select): border, type size (16 px on phones, so iOS
// doesn't zoom), the focus ring, and the disabled and invalid states.
export const controlClassName =
  "flex w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";
