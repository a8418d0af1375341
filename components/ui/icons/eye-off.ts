import { EyeOff as node } from "lucide";
import { icon } from "../icon";

export const EyeOff = /* @__PURE__ */ icon("eye-off", node);
