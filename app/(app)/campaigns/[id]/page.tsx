import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function Page() {
  return <NotBuiltYet titleKey="shell.titles.campaignDetail" />;
}
