import "server-only";
import { db } from "@/lib/db";
import {
  fetchAdAccounts,
  fetchPages,
  fetchPixels,
  storedAdAccounts,
  storedPages,
  storedPixels,
  type MetaAdAccount,
  type MetaPage,
  type MetaPixel,
} from "./assets";
import { usableMetaToken } from "./connect";
import { graph, GraphError } from "./graph";
import { graphFailure } from "@/lib/meta/errors";
import type { MessageKey } from "@/lib/actions/result";

export type WizardAssets = { adAccounts: MetaAdAccount[]; pages: MetaPage[]; pixels: MetaPixel[]; isUsingFallback: boolean };
export type WizardAssetsOutcome = { ok: true; data: WizardAssets } | { ok: false; error: MessageKey };

/**
 * 001 §7 fetch-meta-data: the ad accounts and pages, and the pixels of the chosen account, read live.
 * When Meta rate-limits, the lists stored at the last sync are used instead (isUsingFallback).
 */
export async function loadWizardAssets(userId: string, adAccountId: string | null): Promise<WizardAssetsOutcome> {
  const token = await usableMetaToken(userId);
  if (!token.ok) return { ok: false, error: token.error };
  const client = graph(token.token);
  try {
    const [adAccounts, pages, pixels] = await Promise.all([
      fetchAdAccounts(client),
      fetchPages(client),
      adAccountId ? fetchPixels(client, adAccountId) : Promise.resolve([]),
    ]);
    await db.profile.update({ where: { userId }, data: { metaAdAccountsData: adAccounts, metaPagesData: pages } });
    return { ok: true, data: { adAccounts, pages, pixels, isUsingFallback: false } };
  } catch (error) {
    // Throttled by Meta: the lists kept from the last read, said so. Anything else as graphFailure tells it.
    if (!(error instanceof GraphError && error.isRateLimit)) return { ok: false, error: graphFailure(error).error };
    const profile = await db.profile.findUnique({ where: { userId }, select: { metaAdAccountsData: true, metaPagesData: true, metaPixelsData: true } });
    return {
      ok: true,
      data: {
        adAccounts: storedAdAccounts(profile?.metaAdAccountsData),
        pages: storedPages(profile?.metaPagesData),
        pixels: storedPixels(profile?.metaPixelsData).filter((pixel) => pixel.adAccountId === adAccountId),
        isUsingFallback: true,
      },
    };
  }
}
