import { Heart as node } from "lucide";
import { icon } from "../icon";

export const Heart = /* @__PURE__ */ icon("heart", node);
