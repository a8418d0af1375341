import { Check as node } from "lucide";
import { icon } from "../icon";

export const Check = /* @__PURE__ */ icon("check", node);
