import { MailCheck as node } from "lucide";
import { icon } from "../icon";

export const MailCheck = /* @__PURE__ */ icon("mail-check", node);
