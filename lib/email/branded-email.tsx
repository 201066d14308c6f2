import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { EmailBrand, EmailContent } from "./content";

const page = { backgroundColor: "#f4f4f5", fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" };
const card = { backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "560px", margin: "0 auto", padding: "32px" };
const paragraph = { color: "#18181b", fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
const quote = { borderLeft: "4px solid #d4d4d8", color: "#3f3f46", fontSize: "15px", lineHeight: "22px", margin: "0 0 16px", padding: "4px 0 4px 12px", whiteSpace: "pre-wrap" as const };
const small = { color: "#71717a", fontSize: "13px", lineHeight: "20px", margin: "0" };

/** Every email the product sends: the organisation's logo (or name) in its colour, the content, its address below. */
export function BrandedEmail({ content, brand, locale }: { content: EmailContent; brand: EmailBrand; locale: string }) {
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={page}>
        <Container style={{ ...card, borderTop: `4px solid ${brand.color}` }}>
          <Section style={{ marginBottom: "24px" }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.siteName} height="40" style={{ height: "40px", width: "auto" }} />
            ) : (
              <Text style={{ ...paragraph, color: brand.color, fontSize: "20px", fontWeight: 700 }}>{brand.siteName}</Text>
            )}
          </Section>
          {content.paragraphs.map((text, index) => (
            <Text key={index} style={paragraph}>
              {text}
            </Text>
          ))}
          {content.quote && <Text style={quote}>{content.quote}</Text>}
          {content.action && (
            <Section style={{ margin: "8px 0 24px" }}>
              <Button href={content.action.url} style={{ backgroundColor: brand.color, borderRadius: "6px", color: "#ffffff", fontSize: "16px", fontWeight: 600, padding: "12px 20px" }}>
                {content.action.label}
              </Button>
            </Section>
          )}
          {content.footnote && <Text style={small}>{content.footnote}</Text>}
          <Hr style={{ borderColor: "#e4e4e7", margin: "24px 0 16px" }} />
          <Text style={small}>
            {brand.siteName} · <Link href={brand.origin} style={{ color: brand.color }}>{brand.origin.replace(/^https?:\/\//, "")}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
