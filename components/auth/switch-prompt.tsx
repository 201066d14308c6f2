"use client";

const linkClass = "text-sky-700 underline hover:text-sky-900";

/** "Don't have an account? Create one": a button inside the modals, a link on the standalone pages. */
export function SwitchPrompt({ question, label, href, onSwitch }: { question: string; label: string; href: string; onSwitch?: () => void }) {
  return (
    <p className="text-center text-sm text-gray-600">
      {question}{" "}
      {onSwitch ? (
        <button type="button" onClick={onSwitch} className={linkClass}>
          {label}
        </button>
      ) : (
        <a href={href} className={linkClass}>
          {label}
        </a>
      )}
    </p>
  );
}
