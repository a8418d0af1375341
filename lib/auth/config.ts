import type { NextAuthConfig } from "next-auth";

// The part of the Auth.js configuration that needs no database: the proxy uses it to read sessions.
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export const authConfig = {
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.isAdmin = user.isAdmin === true;
        token.sid = user.sessionId;
      }
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.user.isAdmin = token.isAdmin === true;
      if (typeof token.sid === "string") session.sessionId = token.sid;
      return session;
    },
  },
} satisfies NextAuthConfig;
