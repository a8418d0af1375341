import { ExternalLink as node } from "lucide";
import { icon } from "../icon";

export const ExternalLink = /* @__PURE__ */ icon("external-link", node);
