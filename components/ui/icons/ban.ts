import { Ban as node } from "lucide";
import { icon } from "../icon";

export const Ban = /* @__PURE__ */ icon("ban", node);
