import { Languages as node } from "lucide";
import { icon } from "../icon";

export const Languages = /* @__PURE__ */ icon("languages", node);
