import { Slot } from "radix-ui";
import { startTransition, Suspense, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode } from "react";

/** How a lazily loaded popup was first opened. A click with no pointer (a screen reader's) counts as the keyboard. */
export type Opening = { byKeyboard: boolean };

// The keys that open a Radix DropdownMenu from its trigger (a Popover's opens on its click alone).
const MENU_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * A Radix menu's or popover's trigger, hydrated alone (issue 37). `trigger` is the button as it looks; until
 * its first use it carries a closed Radix trigger's attributes and opening events, then `children` mount
 * the popup's own code (loaded with React.lazy) open at once, with this trigger inside it, as Radix
 * would have opened it.
 */
export function LazyPopup({ popup, trigger, children }: { popup: "menu" | "dialog"; trigger: ReactElement; children: (opening: Opening) => ReactNode }) {
  const [opening, setOpening] = useState<Opening | null>(null);

  function open(byKeyboard: boolean) {
    // A transition keeps this button on screen while the popup's code loads.
    startTransition(() => setOpening((current) => current ?? { byKeyboard }));
  }

  const menuEvents =
    popup === "menu"
      ? {
          onPointerDown: (event: PointerEvent) => {
            if (event.button !== 0 || event.ctrlKey) return;
            // As Radix does: the menu, not the button, takes the focus.
            event.preventDefault();
            open(false);
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            open(true);
          },
        }
      : {};

  const placeholder = (
    <Slot.Root aria-haspopup={popup} aria-expanded={false} data-state="closed" {...menuEvents} onClick={(event) => open(event.detail === 0)}>
      {trigger}
    </Slot.Root>
  );

  return <Suspense fallback={placeholder}>{opening ? children(opening) : placeholder}</Suspense>;
}

/**
 * For a DropdownMenuContent that LazyPopup mounted open: Radix notices the keyboard only from its own mount on,
 * after the key that opened it this first time, and would leave the focus on the menu; from the keyboard its
 * first item takes it, as it would have. Returns the content's onFocus.
 */
export function useFirstItemFocus(openedByKeyboard: boolean) {
  const pending = useRef(openedByKeyboard);
  return (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !pending.current) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
  };
}
