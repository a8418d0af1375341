import { ArchiveRestore as node } from "lucide";
import { icon } from "../icon";

export const ArchiveRestore = /* @__PURE__ */ icon("archive-restore", node);
