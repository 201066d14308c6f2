"use client";

import { useTranslations } from "next-intl";
import { Component, type ReactNode } from "react";
import { SectionErrorBox } from "./section-error-box";

interface Props {
  /** The section's name for the message; "Unknown" when it has none (spec 002 §8). */
  name: string | null;
  /** "Error rendering section: " in the visitor's language. */
  label: string;
  /** "Unknown" in the visitor's language. */
  unknown: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("[sections] a section failed to render:", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <SectionErrorBox name={this.props.name} label={this.props.label} unknown={this.props.unknown} />;
  }
}

/**
 * One per section: a section that throws shows the spec's red box and the rest of the page still renders.
 * The box's texts come from the page's catalogue here, so the payload does not carry them per section.
 */
export function SectionErrorBoundary({ name, children }: { name: string | null; children: ReactNode }) {
  const t = useTranslations("Sections");
  return (
    <Boundary name={name} label={t("renderError")} unknown={t("unknown")}>
      {children}
    </Boundary>
  );
}
