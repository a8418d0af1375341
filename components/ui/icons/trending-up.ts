import { TrendingUp as node } from "lucide";
import { icon } from "../icon";

export const TrendingUp = /* @__PURE__ */ icon("trending-up", node);
