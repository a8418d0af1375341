"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast-store";

/** Shows a toast for a notice a redirect carried in the URL (?notice=…), then removes it from the URL. */
export function NoticeToast({ notice }: { notice: string | undefined }) {
  const t = useTranslations("notices");
  const router = useRouter();
  const pathname = usePathname();
  const shown = useRef(false);
  useEffect(() => {
    if (!notice || shown.current || !t.has(`${notice}.title`)) return;
    shown.current = true;
    toast({ title: t(`${notice}.title`), description: t(`${notice}.description`), variant: "destructive" });
    router.replace(pathname);
  }, [notice, pathname, router, t]);
  return null;
}
