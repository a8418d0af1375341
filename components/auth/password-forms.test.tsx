/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { requestPasswordResetAction, resetPasswordAction } from "@/lib/account/password-actions";
import { confirmEmailAction } from "@/lib/account/session-actions";
import en from "@/messages/en.json";
import { ConfirmEmailForm } from "./confirm-email-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";

jest.mock("@/lib/account/password-actions", () => ({ requestPasswordResetAction: jest.fn(), resetPasswordAction: jest.fn() }));
jest.mock("@/lib/account/session-actions", () => ({ confirmEmailAction: jest.fn() }));
const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh }) }));
const requestReset = requestPasswordResetAction as unknown as jest.Mock;
const reset = resetPasswordAction as unknown as jest.Mock;
const confirm = confirmEmailAction as unknown as jest.Mock;

beforeEach(() => jest.clearAllMocks());

const inEnglish = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      {node}
    </NextIntlClientProvider>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = (name: string) => act(async () => void fireEvent.click(screen.getByRole("button", { name })));
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "");

describe("ResetPasswordForm", () => {
  it("says the two passwords differ, at the second, before sending; then sends them with the link's token", async () => {
    reset.mockResolvedValue({ ok: true, data: { redirectTo: "/dashboard" } });
    inEnglish(<ResetPasswordForm token="link-token" />);
    type("New password", "new-secret");
    type("Confirm the new password", "not-the-same");
    await send("Save new password");
    expect(reset).not.toHaveBeenCalled();
    expect(errorOf("Confirm the new password")?.textContent).toBe("The two passwords are not the same.");
    expect(errorOf("New password")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm the new password"));

    type("Confirm the new password", "new-secret");
    expect(errorOf("Confirm the new password")).toBeNull();
    await send("Save new password");
    expect(reset).toHaveBeenCalledWith({ token: "link-token", password: "new-secret", confirmPassword: "new-secret" });
    expect(replace).toHaveBeenCalledWith("/dashboard");
  });
});

describe("ConfirmEmailForm", () => {
  it("asks for the password, then announces the server's refusal at it with the way out", async () => {
    confirm.mockResolvedValue({ ok: false, error: "auth.confirmEmail.wrongPassword", fieldErrors: { password: "auth.confirmEmail.wrongPassword" } });
    inEnglish(<ConfirmEmailForm token="link-token" email="ana@example.com" />);
    await send("Confirm e-mail");
    expect(confirm).not.toHaveBeenCalled();
    expect(errorOf("Password")?.textContent).toBe("Password is required.");
    expect(errorOf("Password")?.getAttribute("role")).toBeNull();

    type("Password", "not-the-password");
    await send("Confirm e-mail");
    expect(confirm).toHaveBeenCalledWith({ token: "link-token", password: "not-the-password" });
    expect(screen.getByRole("alert").textContent).toBe(en.auth.confirmEmail.wrongPassword);
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: "Sign up again" }).getAttribute("href")).toBe("/auth?tab=sign-up");
  });
});

describe("ForgotPasswordForm", () => {
  it("checks the address, then says where the link went", async () => {
    requestReset.mockResolvedValue({ ok: true, data: null });
    inEnglish(<ForgotPasswordForm />);
    type("E-mail", "ana@");
    await send("Send reset link");
    expect(requestReset).not.toHaveBeenCalled();
    expect(errorOf("E-mail")?.textContent).toBe("Enter a valid e-mail address.");

    type("E-mail", "ana@example.com");
    await send("Send reset link");
    expect(requestReset).toHaveBeenCalledWith({ email: "ana@example.com" });
    expect(screen.getByRole("status").textContent).toContain("If an account uses ana@example.com, a link");
  });
});
