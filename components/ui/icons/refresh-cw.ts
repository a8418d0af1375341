import { RefreshCw as node } from "lucide";
import { icon } from "../icon";

export const RefreshCw = /* @__PURE__ */ icon("refresh-cw", node);
