import { X as node } from "lucide";
import { icon } from "../icon";

export const X = /* @__PURE__ */ icon("x", node);
