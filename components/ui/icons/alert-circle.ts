import { AlertCircle as node } from "lucide";
import { icon } from "../icon";

export const AlertCircle = /* @__PURE__ */ icon("alert-circle", node);
