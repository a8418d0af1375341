"use client";

import dynamic from "next/dynamic";

// A list item's dialogs, loaded the first time one is opened (useLazyDialogs mounts them then): a page
// of campaign cards or rows neither downloads nor runs their code until a seller asks for one.
export const DeleteCampaignDialog = dynamic(() => import("./delete-campaign-dialog").then((module) => module.DeleteCampaignDialog));
export const ArchiveCampaignDialog = dynamic(() => import("./archive-campaign-dialog").then((module) => module.ArchiveCampaignDialog));
