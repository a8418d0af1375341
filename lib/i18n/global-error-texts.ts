import type { Locale } from "./config";

// The last-resort error screen's texts (app/global-error.tsx), which cannot load the catalogues: the
// catalogues' routeError texts, kept equal by global-error-texts.test.ts.
export const GLOBAL_ERROR_TEXTS: Record<Locale, { title: string; description: string; retry: string }> = {
  en: { title: "Unexpected Application Error!", description: "Something went wrong while loading this page.", retry: "Try again" },
  pt: { title: "Erro inesperado na aplicação!", description: "Algo deu errado ao carregar esta página.", retry: "Tentar novamente" },
};
