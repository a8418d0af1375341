import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Sign-in, sign-up, confirmation and password reset: their forms' texts and the refusals they show.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["auth", "errors"]}>{children}</ClientMessages>;
}
