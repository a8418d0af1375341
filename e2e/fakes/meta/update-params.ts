// Which parameters an edit (POST /{object_id}) takes, per object kind: Meta's own list, copied from the
// `#update` APIs of the codegen specs (github.com/facebook/facebook-business-sdk-codegen,
// api_specs/specs/Campaign.json, AdSet.json, Ad.json, AdCreative.json), and the part of it the fake
// models. Never used by production code.
import type { ObjectKind } from "./state";

export const UPDATE_PARAMS: Partial<Record<ObjectKind, readonly string[]>> = {
  campaign: [
    "adlabels", "adset_bid_amounts", "adset_budgets", "bid_strategy", "budget_rebalance_flag", "budget_schedule_specs", "daily_budget",
    "execution_options", "is_adset_budget_sharing_enabled", "is_budget_schedule_enabled", "is_direct_send_campaign", "is_message_campaign",
    "is_skadnetwork_attribution", "iterative_split_test_configs", "lifetime_budget", "migrate_to_advantage_plus", "name", "objective",
    "pacing_type", "promoted_object", "smart_promotion_type", "special_ad_categories", "special_ad_category", "special_ad_category_country",
    "spend_cap", "start_time", "status", "stop_time",
  ],
  adset: [
    "account_id", "adlabels", "adset_schedule", "attribution_spec", "automatic_manual_state", "bid_adjustments", "bid_amount", "bid_constraints",
    "bid_strategy", "billing_event", "budget_schedule_specs", "campaign_attribution", "campaign_spec", "creative_sequence",
    "creative_sequence_repetition_pattern", "daily_budget", "daily_imps", "daily_min_spend_target", "daily_spend_cap", "date_format",
    "destination_type", "dsa_beneficiary", "dsa_payor", "end_time", "execution_options", "existing_customer_budget_percentage",
    "frequency_control_specs", "full_funnel_exploration_mode", "is_ba_skip_delayed_eligible", "is_budget_schedule_enabled",
    "is_incremental_attribution_enabled", "is_sac_cfca_terms_certified", "lifetime_budget", "lifetime_imps", "lifetime_min_spend_target",
    "lifetime_spend_cap", "max_budget_spend_percentage", "min_budget_spend_percentage", "multi_event_conversion_attribution_window_seconds",
    "multi_optimization_goal_weight", "name", "optimization_goal", "optimization_sub_event", "pacing_type", "placement_soft_opt_out",
    "promoted_object", "rb_prediction_id", "regional_regulated_categories", "regional_regulation_identities", "rf_prediction_id", "start_time",
    "status", "targeting", "time_based_ad_rotation_id_blocks", "time_based_ad_rotation_intervals", "time_start", "time_stop",
    "trending_topics_spec", "tune_for_category", "value_rule_set_id", "value_rules_applied",
  ],
  ad: [
    "ad_schedule_end_time", "ad_schedule_start_time", "adlabels", "adset_spec", "audience_id", "bid_amount", "conversion_domain", "creative",
    "creative_asset_groups_spec", "display_sequence", "draft_adgroup_id", "engagement_audience", "execution_options", "include_demolink_hashes",
    "name", "priority", "status", "tracking_specs",
  ],
  adcreative: ["account_id", "adlabels", "name", "status"],
};

/** execution_options values (enum_types.json adcampaigngroup_ / adcampaign_ / adgroup_execution_options). */
export const EXECUTION_OPTIONS: Partial<Record<ObjectKind, readonly string[]>> = {
  campaign: ["include_recommendations", "validate_only"],
  adset: ["include_recommendations", "validate_only"],
  ad: ["include_recommendations", "synchronous_ad_review", "validate_only"],
};

/** The part of each list the fake checks and applies; the rest Meta takes, but the fake can't honour. */
export const MODELLED_PARAMS: Partial<Record<ObjectKind, readonly string[]>> = {
  campaign: ["name", "status", "daily_budget", "execution_options"],
  adset: ["name", "status", "daily_budget", "start_time", "end_time", "targeting", "execution_options"],
  ad: ["name", "status", "creative", "execution_options"],
  adcreative: ["name", "status"],
};

/**
 * Parameters of any Graph request rather than of the object: the token and its proof
 * (developers.facebook.com/docs/graph-api/securing-requests) and the response-format switches.
 */
export const REQUEST_PARAMS = ["access_token", "appsecret_proof", "appsecret_time", "format", "pretty", "suppress_http_code", "include_headers", "method"];
