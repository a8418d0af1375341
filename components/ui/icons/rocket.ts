import { Rocket as node } from "lucide";
import { icon } from "../icon";

export const Rocket = /* @__PURE__ */ icon("rocket", node);
