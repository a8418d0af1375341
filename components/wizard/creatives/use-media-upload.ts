"use client";

import { useTranslations } from "next-intl";
import { useState, type Dispatch } from "react";
import { toast } from "@/components/ui/toast-store";
import { readMediaFacts } from "@/lib/media/client/read-media-facts";
import { uploadMedia } from "@/lib/media/client/upload-media";
import { canAddMedia, checkMedia } from "@/lib/wizard/media-rules";
import type { Creative, WizardAction } from "../state/wizard-state";

export type Upload = { id: string; name: string; progress: number };

/**
 * spec 001 §5 Media: files are checked in the browser first (the same rules the server applies
 * again by content), then sent one by one with their progress shown.
 */
export function useMediaUpload(creatives: Creative[], dispatch: Dispatch<WizardAction>) {
  const t = useTranslations("wizard.media");
  const message = useTranslations();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const total = creatives.length + uploads.length;

  async function uploadOne(file: File) {
    const facts = await readMediaFacts(file);
    const problem = checkMedia(facts);
    if (problem) {
      toast({ title: t("incompatibleTitle"), description: t(`errors.${problem.key}`, problem.values), variant: "destructive" });
      return;
    }
    const id = crypto.randomUUID();
    setUploads((current) => [...current, { id, name: file.name, progress: 0 }]);
    const result = await uploadMedia(file, {
      onProgress: (fraction) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, progress: fraction } : upload))),
    });
    setUploads((current) => current.filter((upload) => upload.id !== id));
    if (!result.ok) {
      const incompatible = result.error.startsWith("wizard.media.errors.") && !/upload(Failed|Cancelled)|rateLimited/.test(result.error);
      toast({
        title: incompatible ? t("incompatibleTitle") : t("uploadFailedTitle"),
        description: message(result.error, result.values),
        variant: "destructive",
      });
      return;
    }
    dispatch({
      type: "creativeAdded",
      creative: { id, type: result.data.type, url: result.data.url, name: result.data.name, generated: false, isMain: false },
    });
  }

  async function addFiles(files: File[]) {
    if (!files.length) return;
    if (canAddMedia({ total, aiGenerated: 0 }, { count: files.length }) === "mediaLimit") {
      toast({ title: t("limitTitle"), description: t("limitDescription", { max: 5 }), variant: "destructive" });
      return;
    }
    for (const file of files) await uploadOne(file);
  }

  return { uploads, total, addFiles };
}
