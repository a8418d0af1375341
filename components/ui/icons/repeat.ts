import { Repeat as node } from "lucide";
import { icon } from "../icon";

export const Repeat = /* @__PURE__ */ icon("repeat", node);
