import { Send as node } from "lucide";
import { icon } from "../icon";

export const Send = /* @__PURE__ */ icon("send", node);
