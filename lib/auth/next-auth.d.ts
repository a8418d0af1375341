import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    isAdmin?: boolean;
  }
  interface Session {
    user: { id: string; isAdmin: boolean; email?: string | null; name?: string | null };
    /** Milliseconds since the epoch when the user signed in. */
    signedInAt?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    isAdmin?: boolean;
    signedInAt?: number;
  }
}
