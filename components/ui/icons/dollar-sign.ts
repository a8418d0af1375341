import { DollarSign as node } from "lucide";
import { icon } from "../icon";

export const DollarSign = /* @__PURE__ */ icon("dollar-sign", node);
