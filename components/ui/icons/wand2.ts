import { Wand2 as node } from "lucide";
import { icon } from "../icon";

export const Wand2 = /* @__PURE__ */ icon("wand2", node);
