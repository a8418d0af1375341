import { Save as node } from "lucide";
import { icon } from "../icon";

export const Save = /* @__PURE__ */ icon("save", node);
