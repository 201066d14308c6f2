"use client";

import { ExistingSection } from "@/components/editors/shared/existing-section";
import type { SectionEditorProps } from "@/components/editors/shared/section-editor-props";
import { toFormValues } from "./form-schema";
import { HeroSectionCreate } from "./hero-section-create";
import { HeroSectionSession } from "./hero-section-session";

/** "Create Hero Section" or "Edit Hero Section" (spec 001 §2.4), loaded on demand as its own chunk. */
export function HeroSectionEditor(props: SectionEditorProps) {
  if (props.placement) return <HeroSectionCreate {...props} placement={props.placement} />;
  const { sectionId } = props;
  return (
    <ExistingSection kind="hero" sectionId={sectionId} toFormValues={toFormValues} onClose={props.onClose}>
      {(initial) => <HeroSectionSession {...props} sectionId={sectionId} initial={initial} />}
    </ExistingSection>
  );
}

export default HeroSectionEditor;
