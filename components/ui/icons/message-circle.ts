import { MessageCircle as node } from "lucide";
import { icon } from "../icon";

export const MessageCircle = /* @__PURE__ */ icon("message-circle", node);
