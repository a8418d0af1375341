import { ChevronLeft as node } from "lucide";
import { icon } from "../icon";

export const ChevronLeft = /* @__PURE__ */ icon("chevron-left", node);
