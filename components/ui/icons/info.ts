import { Info as node } from "lucide";
import { icon } from "../icon";

export const Info = /* @__PURE__ */ icon("info", node);
