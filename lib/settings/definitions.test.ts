import { updateSettingSchema } from "@/lib/admin/settings-schemas";
import { SETTING_KEYS, isSecretSetting, settingProvider } from "./definitions";

describe("admin settings definitions (spec 000 §2, §5)", () => {
  it("masks keys naming a secret, key or token, and only those", () => {
    expect(SETTING_KEYS.filter(isSecretSetting)).toEqual(["meta_app_secret", "openai_api_key", "replicate_api_token"]);
    expect(isSecretSetting("STRIPE_SECRET")).toBe(true);
    expect(isSecretSetting("openai_model")).toBe(false);
  });

  it("offers a test only for keys naming openai, meta or replicate", () => {
    expect(SETTING_KEYS.map(settingProvider)).not.toContain(null);
    expect(settingProvider("meta_graph_version")).toBe("meta");
    expect(settingProvider("OpenAI_Org")).toBe("openai");
    expect(settingProvider("smtp_password")).toBeNull();
  });

  it("checks values where a setting has a format, and trims them", () => {
    expect(updateSettingSchema.safeParse({ key: "meta_graph_version", value: "v25.0" }).success).toBe(true);
    expect(updateSettingSchema.safeParse({ key: "meta_graph_version", value: "25" }).success).toBe(false);
    expect(updateSettingSchema.safeParse({ key: "replicate_model", value: "owner/model:abc123" }).success).toBe(true);
    expect(updateSettingSchema.safeParse({ key: "replicate_model", value: "model" }).success).toBe(false);
    expect(updateSettingSchema.parse({ key: "openai_api_key", value: "  sk-abc  ", description: "  " })).toEqual({
      key: "openai_api_key",
      value: "sk-abc",
      description: null,
    });
    // An empty value clears the admin value (the environment's serves again).
    expect(updateSettingSchema.parse({ key: "meta_graph_version", value: "" })).toEqual({ key: "meta_graph_version", value: "" });
    expect(updateSettingSchema.safeParse({ key: "Bad Key", value: "x" }).success).toBe(false);
  });
});
