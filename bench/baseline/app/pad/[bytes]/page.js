/**
 * The bare page padded with `bytes` characters of text, which the HTML and the inline payload both
 * carry: the bench asks for the size of each measured page. Rendered on the first request and then
 * served from Next's static cache, as the app's cached pages are (Cache Components asks for one sample at build).
 */
export function generateStaticParams() {
  return [{ bytes: "0" }];
}

export default async function Padded({ params }) {
  const { bytes } = await params;
  return (
    <main>
      <h1>Baseline</h1>
      <p>{"x".repeat(Math.min(Number(bytes) || 0, 1_000_000))}</p>
    </main>
  );
}
