import { Sparkles as node } from "lucide";
import { icon } from "../icon";

export const Sparkles = /* @__PURE__ */ icon("sparkles", node);
