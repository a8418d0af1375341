/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import en from "@/messages/en.json";
import { ConfirmDialog, ConfirmPassword } from "./confirm-dialog";
import { useConfirm } from "./use-confirm";

const onConfirm = jest.fn<Promise<string | null>, [string]>();

function DeleteThing() {
  const [password, setPassword] = useState("");
  const dialog = useConfirm(() => onConfirm(password));
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ConfirmDialog
        dialog={dialog}
        onClose={() => setPassword("")}
        trigger={<button type="button">Delete thing</button>}
        title="Delete this thing?"
        description="It can't be undone."
        cancel="Cancel"
        action={dialog.busy ? "Deleting..." : "Delete"}
      >
        <ConfirmPassword dialog={dialog} label="Your password" value={password} onChange={setPassword} />
      </ConfirmDialog>
    </NextIntlClientProvider>
  );
}

async function open() {
  fireEvent.click(screen.getByRole("button", { name: "Delete thing" }));
  return screen.findByRole("alertdialog", { name: "Delete this thing?" });
}

beforeEach(() => jest.clearAllMocks());

describe("ConfirmDialog", () => {
  it("keeps the refusal in the dialog, and Enter in the password confirms as the button does", async () => {
    onConfirm.mockResolvedValue("That password isn't right.");
    render(<DeleteThing />);
    const dialog = await open();
    expect(dialog.textContent).toContain("It can't be undone.");
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "segredo" } });
    await act(async () => fireEvent.submit(screen.getByLabelText("Your password")));
    expect(onConfirm).toHaveBeenCalledWith("segredo");
    expect((await screen.findByRole("alert")).textContent).toBe("That password isn't right.");
    expect(dialog.isConnected).toBe(true);
  });

  it("closes once done, and forgets the password when closed", async () => {
    onConfirm.mockResolvedValue(null);
    render(<DeleteThing />);
    await open();
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "segredo" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await open();
    expect(screen.getByLabelText<HTMLInputElement>("Your password").value).toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete" })));
    expect(onConfirm).toHaveBeenCalledWith("");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});
