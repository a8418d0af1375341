import { CampaignNotFound } from "@/components/campaigns/campaign-not-found";

export default CampaignNotFound;
