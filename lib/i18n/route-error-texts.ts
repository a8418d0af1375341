import type { Locale } from "./config";

// The error screens' texts (app/error.tsx, app/global-error.tsx), which load no catalogue: the root error
// sits outside every page's messages, and the last resort outside the root layout itself. The catalogues'
// routeError texts, kept equal by route-error-texts.test.ts.
export const ROUTE_ERROR_TEXTS: Record<Locale, { title: string; description: string; digest: string; retry: string; home: string }> = {
  en: {
    title: "Unexpected Application Error!",
    description: "Something went wrong while loading this page.",
    digest: "Something went wrong while loading this page (reference {digest}).",
    retry: "Try again",
    home: "Return to Home",
  },
  pt: {
    title: "Erro inesperado na aplicação!",
    description: "Algo deu errado ao carregar esta página.",
    digest: "Algo deu errado ao carregar esta página (referência {digest}).",
    retry: "Tentar novamente",
    home: "Voltar ao Início",
  },
};
