// The request around a server action a test calls directly: Auth.js's session (driven by signInAs),
// a client address and a cookie jar. Import it before anything that loads an action; the jest.mock
// calls below apply to the whole test file that imports it.

/** The request's cookies; cleared by the test between calls. */
export const mockJar = new Map<string, string>();

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn(), signIn: jest.fn(async () => undefined), signOut: jest.fn(async () => undefined) }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next-intl/server", () => ({ getLocale: async () => "en", getTranslations: async () => (key: string) => key }));
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-adcampaign-client-address": "203.0.113.7" }),
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: (name: string) => void mockJar.delete(name),
  }),
}));
