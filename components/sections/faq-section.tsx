import { pickTranslation } from "@/lib/i18n/translation";
import { textStyle } from "@/lib/sections/text-styles";
import type { PageExtras, TemplateSection } from "@/lib/sections/data";
import type { RenderContext } from "./types";

/** FAQ: the organisation's questions as an accordion (native details/summary: no script needed). */
export function FaqSection({ section, faqs, context }: { section: TemplateSection; faqs: PageExtras["faqs"]; context: RenderContext }) {
  const style = textStyle(section.text_style_variant);
  if (faqs.length === 0) return null;
  return (
    <div className="faq-list">
      {faqs.map((faq, index) => (
        <details key={index} className="faq-item">
          <summary className={`faq-question ${style.cardTitle}`}>
            {pickTranslation(faq.question, faq.question_translation, context.locale)}
            <span aria-hidden className="faq-plus">+</span>
          </summary>
          <p className={style.cardText}>{pickTranslation(faq.answer, faq.answer_translation, context.locale)}</p>
        </details>
      ))}
    </div>
  );
}
