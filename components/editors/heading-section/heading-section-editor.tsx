"use client";

import { ExistingSection } from "@/components/editors/shared/existing-section";
import type { SectionEditorProps } from "@/components/editors/shared/section-editor-props";
import { toFormValues } from "./form-schema";
import { HeadingSectionCreate } from "./heading-section-create";
import { HeadingSectionSession } from "./heading-section-session";

/** "Create Heading Section" or "Edit Heading Section" (spec 001 §2.3), loaded on demand as its own chunk. */
export function HeadingSectionEditor(props: SectionEditorProps) {
  if (props.placement) return <HeadingSectionCreate {...props} placement={props.placement} />;
  const { sectionId } = props;
  return (
    <ExistingSection kind="heading_section" sectionId={sectionId} toFormValues={toFormValues} onClose={props.onClose}>
      {(initial) => <HeadingSectionSession {...props} sectionId={sectionId} initial={initial} />}
    </ExistingSection>
  );
}

export default HeadingSectionEditor;
