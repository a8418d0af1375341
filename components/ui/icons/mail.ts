import { Mail as node } from "lucide";
import { icon } from "../icon";

export const Mail = /* @__PURE__ */ icon("mail", node);
