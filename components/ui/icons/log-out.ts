import { LogOut as node } from "lucide";
import { icon } from "../icon";

export const LogOut = /* @__PURE__ */ icon("log-out", node);
