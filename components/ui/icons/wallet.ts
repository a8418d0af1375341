import { Wallet as node } from "lucide";
import { icon } from "../icon";

export const Wallet = /* @__PURE__ */ icon("wallet", node);
