import { Phone as node } from "lucide";
import { icon } from "../icon";

export const Phone = /* @__PURE__ */ icon("phone", node);
