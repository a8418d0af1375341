import { Gauge as node } from "lucide";
import { icon } from "../icon";

export const Gauge = /* @__PURE__ */ icon("gauge", node);
