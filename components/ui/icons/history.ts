import { History as node } from "lucide";
import { icon } from "../icon";

export const History = /* @__PURE__ */ icon("history", node);
