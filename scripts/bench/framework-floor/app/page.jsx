import Counter from './counter';

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js App Router page with one client component: what the framework alone costs a visitor.</p>
      <Counter />
    </main>
  );
}
