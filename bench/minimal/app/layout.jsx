// The smallest Next.js app router page: the benchmark's framework floor.
export const metadata = { title: 'Minimal', description: 'Baseline page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
