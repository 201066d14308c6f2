"use client";

import { ExistingSection } from "@/components/editors/shared/existing-section";
import type { SectionEditorProps } from "@/components/editors/shared/section-editor-props";
import { normalizeUrlPage } from "@/lib/sections/url-page";
import { toFormValues } from "./form-schema";
import { TemplateSectionCreate } from "./template-section-create";
import { TemplateSectionSession } from "./template-section-session";

/**
 * "Create Template Section" or "Edit Template Section" (spec 001 §2.2). Loaded on demand as its own chunk
 * (design: "Editing in place"), so tiptap and the editor's code never reach visitors.
 */
export function TemplateSectionEditor(props: SectionEditorProps) {
  if (props.placement) return <TemplateSectionCreate {...props} placement={props.placement} />;
  const { sectionId } = props;
  return (
    <ExistingSection kind="template_section" sectionId={sectionId} toFormValues={toFormValues} onClose={props.onClose}>
      {/* The editor opens from the page being viewed: its preview reads that page's metric cards. */}
      {(initial) => <TemplateSectionSession {...props} sectionId={sectionId} initial={initial} urlPage={normalizeUrlPage(window.location.pathname)} />}
    </ExistingSection>
  );
}

export default TemplateSectionEditor;
