// GET/POST /api/auth/* – Auth.js (session, CSRF, credentials callback, sign-out).
import { handlers } from "@/lib/auth/auth";

export const { GET, POST } = handlers;
