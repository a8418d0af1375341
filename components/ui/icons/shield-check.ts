import { ShieldCheck as node } from "lucide";
import { icon } from "../icon";

export const ShieldCheck = /* @__PURE__ */ icon("shield-check", node);
