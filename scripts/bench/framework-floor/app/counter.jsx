'use client';
import { useState } from 'react';

// One client component, so the page hydrates like every site page does.
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}
