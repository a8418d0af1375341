import { Copy as node } from "lucide";
import { icon } from "../icon";

export const Copy = /* @__PURE__ */ icon("copy", node);
