import { Settings as node } from "lucide";
import { icon } from "../icon";

export const Settings = /* @__PURE__ */ icon("settings", node);
