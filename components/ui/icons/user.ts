import { User as node } from "lucide";
import { icon } from "../icon";

export const User = /* @__PURE__ */ icon("user", node);
