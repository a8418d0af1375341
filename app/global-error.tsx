"use client";

// Last resort when the root layout itself fails: no providers are available, so the text is fixed.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1rem", textAlign: "center" }}>
        <h1>Unexpected Application Error!</h1>
        <p>Something went wrong. / Algo deu errado.</p>
        <button type="button" onClick={reset}>
          Try again / Tentar novamente
        </button>
      </body>
    </html>
  );
}
