"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ExtractionTest } from "./extraction-test";
import { MetaTest } from "./meta-test";
import { OpenAITest } from "./openai-test";
import { ReplicateTest } from "./replicate-test";

// spec 000 §2 API test: four tabs. Panels stay mounted so a result survives switching tabs.
export function ApiTestTabs() {
  const t = useTranslations("apiTest.tabs");
  return (
    <Card>
      <CardContent className="pt-6">
        <Tabs defaultValue="openai">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
            <TabsTrigger value="openai">{t("openai")}</TabsTrigger>
            <TabsTrigger value="extraction">{t("extraction")}</TabsTrigger>
            <TabsTrigger value="replicate">{t("replicate")}</TabsTrigger>
            <TabsTrigger value="meta">{t("meta")}</TabsTrigger>
          </TabsList>
          <TabsContent value="openai" forceMount className="data-[state=inactive]:hidden">
            <OpenAITest />
          </TabsContent>
          <TabsContent value="extraction" forceMount className="data-[state=inactive]:hidden">
            <ExtractionTest />
          </TabsContent>
          <TabsContent value="replicate" forceMount className="data-[state=inactive]:hidden">
            <ReplicateTest />
          </TabsContent>
          <TabsContent value="meta" forceMount className="data-[state=inactive]:hidden">
            <MetaTest />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
