import { ImageOff as node } from "lucide";
import { icon } from "../icon";

export const ImageOff = /* @__PURE__ */ icon("image-off", node);
