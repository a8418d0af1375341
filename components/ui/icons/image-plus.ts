import { ImagePlus as node } from "lucide";
import { icon } from "../icon";

export const ImagePlus = /* @__PURE__ */ icon("image-plus", node);
