import Link from 'next/link';

/** Requests outside any locale (rare: the proxy localizes every page path). */
export default function GlobalNotFound() {
  return (
    <html lang="th">
      <body>
        <main className="status-screen">
          <div className="card">
            <h1>404</h1>
            <Link href="/">Home</Link>
          </div>
        </main>
      </body>
    </html>
  );
}
