import { ArrowLeft } from "@/components/ui/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { findDataDeletion, type DataDeletionView } from "@/lib/meta/data-deletion";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dataDeletion.status");
  // The address carries a confirmation code: keep it out of search engines.
  return { title: t("title"), robots: { index: false } };
}

// The page Meta links to from a data deletion callback's answer: the request's state and dates, nothing personal.
export default async function DataDeletionStatusPage({ searchParams }: { searchParams: Promise<{ code?: string | string[] }> }) {
  const { code: param } = await searchParams;
  const code = typeof param === "string" ? param.trim() : "";
  const t = await getTranslations("dataDeletion.status");
  const request = code ? await findDataDeletion(code) : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <Link href="/exclusao-dados-usuario" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <div>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("intro")}</p>
      </div>
      <form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="code">{t("codeLabel")}</Label>
          <Input id="code" name="code" defaultValue={code} required maxLength={64} autoComplete="off" spellCheck={false} className="font-mono" />
        </div>
        <Button type="submit">{t("submit")}</Button>
      </form>
      {code && request ? <RequestStatus request={request} /> : null}
      {code && !request ? (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {t("notFound")}
        </p>
      ) : null}
    </div>
  );
}

async function RequestStatus({ request }: { request: DataDeletionView }) {
  const t = await getTranslations("dataDeletion.status");
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, { dateStyle: "long", timeStyle: "short" });
  return (
    <Card role="region" aria-labelledby="deletion-result">
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="deletion-result" className="text-lg font-semibold">
            {t("resultTitle")}
          </h2>
          <Badge variant={request.status === "completed" ? "default" : "secondary"}>{t(`statuses.${request.status}`)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t(`descriptions.${request.status}`)}</p>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-medium">{t("receivedAt")}</dt>
          <dd>{when(request.receivedAt)}</dd>
          {request.completedAt ? (
            <>
              <dt className="font-medium">{t("completedAt")}</dt>
              <dd>{when(request.completedAt)}</dd>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
