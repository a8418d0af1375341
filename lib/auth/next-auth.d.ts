import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    isAdmin?: boolean;
    /** The user_sessions row this sign-in started (lib/auth/sessions.ts). */
    sessionId?: string;
  }
  interface Session {
    user: { id: string; isAdmin: boolean; email?: string | null; name?: string | null };
    /** The user_sessions row the cookie stands for: the guards refuse the cookie once it is gone. */
    sessionId?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    isAdmin?: boolean;
    sid?: string;
  }
}
