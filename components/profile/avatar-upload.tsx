"use client";

import { Loader2, Upload, UserRound } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import type { MessageKey } from "@/lib/actions/result";
import { uploadAvatar } from "@/lib/profile/avatar-client";

const ACCEPTED = ["image/jpeg", "image/png", "image/gif"];
const MAX_BYTES = 5 * 1024 * 1024;

// spec 000 §5: JPG, PNG or GIF up to 5 MB. Checked here for a quick answer and again, by content, on the server.
export function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const uploading = useAction(uploadAvatar, {
    failureTitle: t("profilePage.avatar.errorTitle"),
    successToast: { title: t("profilePage.avatar.savedTitle"), description: t("profilePage.avatar.savedDescription") },
    onSuccess: () => router.refresh(),
  });

  function refuse(key: MessageKey) {
    toast({ title: t("profilePage.avatar.errorTitle"), description: t(key), variant: "destructive" });
  }

  function upload(file: File) {
    if (!ACCEPTED.includes(file.type)) return refuse("profilePage.avatar.invalidFormat");
    if (file.size > MAX_BYTES) return refuse("profilePage.avatar.tooLarge");
    void uploading.run(file);
  }

  return (
    <div className="flex items-center gap-4">
      {avatarUrl ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={avatarUrl} alt={t("profilePage.avatar.alt")} className="size-16 rounded-full border object-cover" />
      ) : (
        <span className="grid size-16 place-items-center rounded-full bg-muted">
          <UserRound className="size-8 text-muted-foreground" aria-hidden />
        </span>
      )}
      <div className="grid gap-1">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          // The button below is the control; this input only opens the file picker.
          tabIndex={-1}
          aria-label={t("profilePage.avatar.change")}
          accept=".jpg,.jpeg,.png,.gif"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again is a new upload.
            event.target.value = "";
            if (file) upload(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={uploading.pending} onClick={() => input.current?.click()}>
          {uploading.pending ? <Loader2 className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {uploading.pending ? t("profilePage.avatar.uploading") : t("profilePage.avatar.change")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("profilePage.avatar.hint")}</p>
      </div>
    </div>
  );
}
