import { ArrowRight as node } from "lucide";
import { icon } from "../icon";

export const ArrowRight = /* @__PURE__ */ icon("arrow-right", node);
