import { Pause as node } from "lucide";
import { icon } from "../icon";

export const Pause = /* @__PURE__ */ icon("pause", node);
