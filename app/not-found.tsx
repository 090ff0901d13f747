/**
 * Requests outside any locale (rare: the proxy localizes every page path). A plain link: Next
 * sends the root not-found's client components with every page, and this one needs none.
 */
export default function GlobalNotFound() {
  return (
    <html lang="th">
      <body>
        <main className="status-screen">
          <div className="card">
            <h1>404</h1>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: no client code here */}
            <a href="/">Home</a>
          </div>
        </main>
      </body>
    </html>
  );
}
