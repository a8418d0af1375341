import { Crop as node } from "lucide";
import { icon } from "../icon";

export const Crop = /* @__PURE__ */ icon("crop", node);
