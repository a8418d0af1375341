import { Image as node } from "lucide";
import { icon } from "../icon";

export const ImageIcon = /* @__PURE__ */ icon("image", node);
