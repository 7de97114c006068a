"use client";
import { useState } from "react";

// BENCH-ONLY: the empty page's one client component (hydrated, as every real page has at least one).
export function EmptyClient() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Empty page</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
