import { Loader2 as node } from "lucide";
import { icon } from "../icon";

export const Loader2 = /* @__PURE__ */ icon("loader2", node);
