import { Upload as node } from "lucide";
import { icon } from "../icon";

export const Upload = /* @__PURE__ */ icon("upload", node);
