// BENCH-ONLY: the smallest Next app (built by `npm run bench` into its own folder) whose one
// empty page is the baseline for first-load JavaScript: Next's runtime and React, nothing of ours.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
