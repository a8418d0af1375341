"use client";

import { AlertTriangle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { reportBrowserError } from "@/lib/log/browser";

type State = { error: Error | null };

// spec 000 §8 / 001 §2: a failing component shows "Erro no Componente" with a retry, not a blank page.
export class ComponentErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportBrowserError("component error", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ComponentErrorFallback onRetry={() => this.setState({ error: null })} />;
  }
}

function ComponentErrorFallback({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("componentError");
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle className="size-4" aria-hidden />
        {t("title")}
      </p>
      <p className="text-sm text-muted-foreground">{t("description")}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
