import { act, screen, waitFor } from "@testing-library/react";

/**
 * Opens a lazily loaded Radix popup (LazyPopup) with `action` and waits for it by events, never a delay: act
 * settles React's work and the promises it starts; the popup shows once its code has loaded, and has opened
 * once it has taken the focus (Radix's focus scope moves it in an effect, after the popup is in the DOM).
 */
export async function openPopup(role: "menu" | "dialog", action: () => void, name?: string) {
  await act(async () => {
    action();
  });
  const popup = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
  return popup;
}
