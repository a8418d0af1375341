import { Minus as node } from "lucide";
import { icon } from "../icon";

export const Minus = /* @__PURE__ */ icon("minus", node);
