import { Download as node } from "lucide";
import { icon } from "../icon";

export const Download = /* @__PURE__ */ icon("download", node);
