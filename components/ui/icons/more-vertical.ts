import { MoreVertical as node } from "lucide";
import { icon } from "../icon";

export const MoreVertical = /* @__PURE__ */ icon("more-vertical", node);
