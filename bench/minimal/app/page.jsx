export default function Page() {
  return (
    <main>
      <h1>Minimal page</h1>
      <p>A static page rendered by Next.js, to compare the portal against.</p>
    </main>
  );
}
