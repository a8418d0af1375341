import { Plus as node } from "lucide";
import { icon } from "../icon";

export const Plus = /* @__PURE__ */ icon("plus", node);
