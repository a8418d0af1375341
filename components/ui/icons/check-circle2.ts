import { CheckCircle2 as node } from "lucide";
import { icon } from "../icon";

export const CheckCircle2 = /* @__PURE__ */ icon("check-circle2", node);
