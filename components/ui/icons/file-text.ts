import { FileText as node } from "lucide";
import { icon } from "../icon";

export const FileText = /* @__PURE__ */ icon("file-text", node);
