import "server-only";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { clientAddressOf } from "@/lib/security/client-address";
import { authConfig } from "./config";
import { checkCredentials, type SignInFailure } from "./credentials";
import { endSession, startSession } from "./sessions";

class SignInRefused extends CredentialsSignin {
  constructor(reason: SignInFailure) {
    super(reason);
    this.code = reason;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  secret: env.AUTH_SECRET,
  // The proxy reads the cookie by the same name (proxy.ts).
  useSecureCookies: env.APP_URL.startsWith("https://"),
  // Every sign-out through Auth.js (its own POST /api/auth/signout included) ends the cookie's session
  // row, so a copy of the cookie dies with it (decision 019).
  events: {
    async signOut(message) {
      if ("token" in message) await endSession(message.token?.sid);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        const result = await checkCredentials(credentials, clientAddressOf(request.headers));
        if (!result.ok) throw new SignInRefused(result.reason);
        return { ...result.user, sessionId: await startSession(result.user.id) };
      },
    }),
  ],
});
