import { BarChart3 as node } from "lucide";
import { icon } from "../icon";

export const BarChart3 = /* @__PURE__ */ icon("bar-chart3", node);
