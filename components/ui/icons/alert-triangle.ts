import { AlertTriangle as node } from "lucide";
import { icon } from "../icon";

export const AlertTriangle = /* @__PURE__ */ icon("alert-triangle", node);
