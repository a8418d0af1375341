import { Circle as node } from "lucide";
import { icon } from "../icon";

export const Circle = /* @__PURE__ */ icon("circle", node);
