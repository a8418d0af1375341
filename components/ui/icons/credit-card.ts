import { CreditCard as node } from "lucide";
import { icon } from "../icon";

export const CreditCard = /* @__PURE__ */ icon("credit-card", node);
