import { ConsoleApp } from "@/components/console/console-app";

/** The console: the person's sites, Create a site (issue 39). Everything on it is per person, drawn in the browser. */
export default function ConsolePage() {
  return <ConsoleApp />;
}
