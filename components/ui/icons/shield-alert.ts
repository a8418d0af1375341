import { ShieldAlert as node } from "lucide";
import { icon } from "../icon";

export const ShieldAlert = /* @__PURE__ */ icon("shield-alert", node);
