import { Unplug as node } from "lucide";
import { icon } from "../icon";

export const Unplug = /* @__PURE__ */ icon("unplug", node);
