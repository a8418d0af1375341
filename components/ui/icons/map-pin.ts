import { MapPin as node } from "lucide";
import { icon } from "../icon";

export const MapPin = /* @__PURE__ */ icon("map-pin", node);
