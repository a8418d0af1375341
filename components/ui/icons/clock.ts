import { Clock as node } from "lucide";
import { icon } from "../icon";

export const Clock = /* @__PURE__ */ icon("clock", node);
