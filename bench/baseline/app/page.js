/** A static page: the fastest a Next.js page of this version can be served, for comparison. */
export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A static Next.js page with no data and no client components.</p>
    </main>
  );
}
