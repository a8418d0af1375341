import { Eye as node } from "lucide";
import { icon } from "../icon";

export const Eye = /* @__PURE__ */ icon("eye", node);
