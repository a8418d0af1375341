"use client";

import { LayoutGrid, PartyPopper, Plus } from "@/components/ui/icons";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

// spec 001 §2 Step 4: the success screen.
export function StepFinish({ projectName, published, onCreateNew }: { projectName: string; published: boolean; onCreateNew: () => void }) {
  const t = useTranslations("wizard.finish");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="grid justify-items-center gap-4 p-8 text-center">
        <PartyPopper className="size-12 text-primary" aria-hidden />
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t(published ? "publishedTitle" : "title")}
        </h2>
        <p className="text-muted-foreground">{t(published ? "publishedDescription" : "description", { name: projectName })}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/dashboard">
              <LayoutGrid aria-hidden />
              {t("viewAll")}
            </Link>
          </Button>
          <Button variant="outline" onClick={onCreateNew}>
            <Plus aria-hidden />
            {t("createNew")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
