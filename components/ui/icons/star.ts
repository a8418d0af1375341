import { Star as node } from "lucide";
import { icon } from "../icon";

export const Star = /* @__PURE__ */ icon("star", node);
