import { ChevronRight as node } from "lucide";
import { icon } from "../icon";

export const ChevronRight = /* @__PURE__ */ icon("chevron-right", node);
