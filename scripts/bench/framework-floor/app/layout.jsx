export const metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js App Router page, measured beside the sites.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
