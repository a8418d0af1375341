import { XCircle as node } from "lucide";
import { icon } from "../icon";

export const XCircle = /* @__PURE__ */ icon("x-circle", node);
